import { startMailCatcher, type MailCatcher } from '@tend/mail-catcher';
import { sendMail } from './send-mail';

describe('mail catcher: what it captures', () => {
  let catcher: MailCatcher;

  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(() => catcher.stop());
  beforeEach(() => catcher.clear());

  it('keeps subject, text, HTML, addresses, headers and the links a person could follow', async () => {
    const before = Date.now();
    await sendMail(catcher, {
      to: 'Dana Carer <dana@example.com>',
      bcc: 'audit@example.com',
      subject: 'Confirm your e-mail address – Tend',
      text: 'Welcome to Tend.\nConfirm here: http://localhost:8080/verify?token=abc123.\n',
      html:
        '<p>Welcome to Tend.</p>' +
        '<p><a href="http://localhost:8080/verify?token=abc123&amp;source=email">Confirm</a></p>' +
        '<p><a href=\'https://tend.test/help\'>Help</a> <a href="javascript:alert(1)">bad</a></p>',
      headers: { 'X-Correlation-Id': 'corr-42' },
      list: { unsubscribe: 'https://tend.test/unsubscribe/xyz' },
    });

    const [mail] = catcher.messages();
    expect(catcher.messages()).toHaveLength(1);
    expect(mail).toMatchObject({
      from: 'no-reply@tend.test',
      to: ['dana@example.com', 'audit@example.com'],
      subject: 'Confirm your e-mail address – Tend',
      text: 'Welcome to Tend.\nConfirm here: http://localhost:8080/verify?token=abc123.\n',
    });
    expect(mail.id).toEqual(expect.any(String));
    expect(mail.html).toContain(
      '<a href="http://localhost:8080/verify?token=abc123&amp;source=email">Confirm</a>',
    );
    expect(mail.links).toEqual([
      'http://localhost:8080/verify?token=abc123&source=email',
      'https://tend.test/help',
      'http://localhost:8080/verify?token=abc123',
    ]);
    expect(mail.headers['x-correlation-id']).toBe('corr-42');
    expect(mail.headers.subject).toBe('Confirm your e-mail address – Tend');
    expect(mail.headers['list-unsubscribe']).toBe('<https://tend.test/unsubscribe/xyz>');
    expect(mail.headers.to).toBe('"Dana Carer" <dana@example.com>');
    expect(new Date(mail.receivedAt).toISOString()).toBe(mail.receivedAt);
    expect(Date.parse(mail.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('reads a text-only message and gives it no HTML', async () => {
    await sendMail(catcher, {
      to: 'sam@example.com',
      subject: 'Plain',
      text: 'See https://tend.test/a, then rest.',
    });
    const [mail] = catcher.messages();
    expect(mail.html).toBe('');
    expect(mail.links).toEqual(['https://tend.test/a']);
  });

  it('keeps only the newest maxMessages messages', async () => {
    const small = await startMailCatcher({ maxMessages: 2 });
    try {
      for (const subject of ['one', 'two', 'three'])
        await sendMail(small, { to: 'a@example.com', subject, text: subject });
      expect(small.messages().map((mail) => mail.subject)).toEqual(['two', 'three']);
    } finally {
      await small.stop();
    }
  });

  it('refuses a message over 10 MB and keeps nothing of it', async () => {
    const body = `${'x'.repeat(998)}\r\n`.repeat(11 * 1024);
    const raw = `From: no-reply@tend.test\r\nTo: big@example.com\r\nSubject: Too big\r\n\r\n${body}`;
    await expect(
      sendMail(catcher, { envelope: { from: 'no-reply@tend.test', to: ['big@example.com'] }, raw }),
    ).rejects.toThrow(/552|size/i);
    expect(catcher.messages()).toHaveLength(0);
  });
});
