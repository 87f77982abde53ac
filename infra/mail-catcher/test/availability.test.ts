import net from 'node:net';
import { startMailCatcher, type MailCatcher } from '@tend/mail-catcher';
import { sendMail } from './send-mail';

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('mail catcher: availability and waiting', () => {
  let catcher: MailCatcher;

  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(() => catcher.stop());
  beforeEach(() => catcher.clear());

  it('refuses SMTP while paused and accepts it again on the same port after resume', async () => {
    const port = catcher.smtpPort;
    await catcher.pause();
    expect(catcher.paused).toBe(true);
    expect(await connects(port)).toBe(false);
    await expect(
      sendMail(catcher, { to: 'x@example.com', subject: 'lost', text: 'lost' }),
    ).rejects.toMatchObject({
      code: expect.stringMatching(/ECONNREFUSED|ESOCKET|ECONNECTION/),
    });

    // The inbox stays readable while SMTP is down.
    const inbox = await fetch(catcher.inboxUrl);
    expect(inbox.status).toBe(200);

    await catcher.resume();
    expect(catcher.paused).toBe(false);
    expect(catcher.smtpPort).toBe(port);
    await sendMail(catcher, { to: 'x@example.com', subject: 'delivered', text: 'after resume' });
    expect(catcher.messages().map((mail) => mail.subject)).toEqual(['delivered']);
  });

  it('drops a session that is open when SMTP goes down', async () => {
    const socket = net.connect(catcher.smtpPort, '127.0.0.1');
    await new Promise((resolve) => socket.once('data', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', () => undefined);
    await catcher.pause();
    await closed;
    await catcher.resume();
  });

  it('waitFor resolves with a message that already arrived', async () => {
    await sendMail(catcher, { to: 'early@example.com', subject: 'Early', text: 'hi' });
    const mail = await catcher.waitFor((m) => m.to.includes('early@example.com'));
    expect(mail.subject).toBe('Early');
  });

  it('waitFor resolves when a matching message arrives, ignoring others', async () => {
    const waiting = catcher.waitFor((m) => m.subject === 'Second', 5000);
    await sendMail(catcher, { to: 'a@example.com', subject: 'First', text: '1' });
    await sendMail(catcher, { to: 'a@example.com', subject: 'Second', text: '2' });
    const mail = await waiting;
    expect(mail.subject).toBe('Second');
    expect(mail.text.trim()).toBe('2');
  });

  it('waitFor waits across an outage: a sender retrying after resume is caught', async () => {
    await catcher.pause();
    const waiting = catcher.waitFor((m) => m.subject === 'Retried', 5000);
    await expect(
      sendMail(catcher, { to: 'r@example.com', subject: 'Retried', text: 'r' }),
    ).rejects.toBeDefined();
    await catcher.resume();
    await sendMail(catcher, { to: 'r@example.com', subject: 'Retried', text: 'r' });
    await expect(waiting).resolves.toMatchObject({ subject: 'Retried' });
  });

  it('waitFor rejects after its timeout, naming what did arrive', async () => {
    await sendMail(catcher, { to: 'a@example.com', subject: 'Unrelated', text: 'x' });
    await expect(catcher.waitFor((m) => m.subject === 'Never', 200)).rejects.toThrow(
      /No matching e-mail arrived within 200 ms; caught 1: "Unrelated" to a@example.com/,
    );
  });

  it('stop rejects pending waits and frees both ports', async () => {
    const other = await startMailCatcher();
    const waiting = other.waitFor(() => true, 5000);
    await other.stop();
    await expect(waiting).rejects.toThrow(/stopped/);
    expect(await connects(other.smtpPort)).toBe(false);
    expect(await connects(other.httpPort)).toBe(false);
  });
});
