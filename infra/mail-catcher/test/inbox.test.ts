import { startMailCatcher, type CaughtMail, type MailCatcher } from '@tend/mail-catcher';
import { sendMail } from './send-mail';

const hostile = '<script>alert("subject")</script>';

async function page(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    csp: response.headers.get('content-security-policy'),
    body: await response.text(),
  };
}

describe('mail catcher: inbox page and JSON API', () => {
  let catcher: MailCatcher;

  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(() => catcher.stop());
  beforeEach(() => catcher.clear());

  it('lists messages newest first with time, recipients and subject, escaping a hostile subject', async () => {
    await sendMail(catcher, { to: 'first@example.com', subject: 'Older message', text: 'a' });
    await sendMail(catcher, { to: 'second@example.com', subject: hostile, text: 'b' });

    const inbox = await page(catcher.inboxUrl);
    expect(inbox.status).toBe(200);
    expect(inbox.type).toMatch(/^text\/html/);
    expect(inbox.csp).toContain("script-src 'none'");
    expect(inbox.body).not.toContain('<script>');
    expect(inbox.body).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(inbox.body).toContain('second@example.com');
    expect(inbox.body.indexOf('second@example.com')).toBeLessThan(
      inbox.body.indexOf('first@example.com'),
    );
    const [older, newer] = catcher.messages();
    expect(inbox.body).toContain(`href="/messages/${newer.id}"`);
    expect(inbox.body).toContain(`href="/messages/${older.id}"`);
    expect(inbox.body).toContain(`datetime="${newer.receivedAt}"`);
  });

  it('shows a message: text version, HTML in a script-less sandboxed frame, and its links', async () => {
    const html =
      '<h1>Hello "carer"</h1><script>parent.document.title="owned"</script>' +
      '<a href="https://tend.test/reset?token=t1&amp;u=2">Reset</a>';
    await sendMail(catcher, {
      to: 'c@example.com',
      subject: hostile,
      text: 'Reset <b>now</b>: https://tend.test/reset?token=t1&u=2',
      html,
    });
    const [mail] = catcher.messages();

    const view = await page(`${catcher.inboxUrl}messages/${mail.id}`);
    expect(view.status).toBe(200);
    expect(view.body).not.toContain('<script>');
    expect(view.body).not.toContain('<b>now</b>');
    expect(view.body).toContain('Reset &lt;b&gt;now&lt;/b&gt;');

    const iframe = /<iframe\b[^>]*>/.exec(view.body)?.[0] ?? '';
    const sandbox = /\ssandbox="([^"]*)"/.exec(iframe)?.[1];
    expect(sandbox).toBeDefined();
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    const srcdoc = /\ssrcdoc="([^"]*)"/.exec(iframe)?.[1] ?? '';
    expect(srcdoc).toContain('&lt;h1&gt;Hello &quot;carer&quot;&lt;/h1&gt;');
    expect(srcdoc).toContain('href=&quot;https://tend.test/reset?token=t1&amp;amp;u=2&quot;');

    expect(view.body).toContain(
      '<a href="https://tend.test/reset?token=t1&amp;u=2" target="_blank" rel="noopener noreferrer">https://tend.test/reset?token=t1&amp;u=2</a>',
    );
  });

  it('answers an unknown message with 404 on the page and the API', async () => {
    expect((await page(`${catcher.inboxUrl}messages/nope`)).status).toBe(404);
    expect((await page(`${catcher.inboxUrl}api/messages/nope`)).status).toBe(404);
    expect((await page(`${catcher.inboxUrl}elsewhere`)).status).toBe(404);
  });

  it('serves the messages as JSON, one by id, and clears them on DELETE', async () => {
    await sendMail(catcher, { to: 'j1@example.com', subject: 'One', text: '1' });
    await sendMail(catcher, {
      to: 'j2@example.com',
      subject: 'Two',
      text: '2',
      html: '<a href="https://tend.test/x">x</a>',
    });

    const list = (await (await fetch(`${catcher.inboxUrl}api/messages`)).json()) as CaughtMail[];
    expect(list.map((mail) => mail.subject)).toEqual(['Two', 'One']);

    const one = (await (
      await fetch(`${catcher.inboxUrl}api/messages/${list[0].id}`)
    ).json()) as CaughtMail;
    expect(one).toEqual(catcher.messages()[1]);
    expect(one.links).toEqual(['https://tend.test/x']);

    const cleared = await fetch(`${catcher.inboxUrl}api/messages`, { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect(catcher.messages()).toEqual([]);
    expect(await (await fetch(`${catcher.inboxUrl}api/messages`)).json()).toEqual([]);
    expect((await fetch(`${catcher.inboxUrl}api/messages/${list[0].id}`)).status).toBe(404);
  });

  it('answers a health probe and refuses methods it does not serve', async () => {
    expect(await (await fetch(`${catcher.inboxUrl}healthz`)).json()).toEqual({ status: 'ok' });
    const wrong = await fetch(catcher.inboxUrl, { method: 'POST' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
  });
});
