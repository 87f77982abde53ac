/**
 * E-mail: deliveries queued the way event handlers queue them (row + BullMQ job), sent by the
 * e-mail worker over SMTP to a local sink, against nodemailer sending straight to the same sink
 * with the same concurrency.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { startMailCatcher, type MailCatcher } from '@tend/mail-catcher';
import { DATABASE, startService, type Database } from '@tend/platform';
import { TestNamespace } from '@tend/platform/testing';
import { EmailRequests, emailWorkerService, notificationsService } from '@tend/notifications';
import { recordResults, round } from './support/results';

const count = Number(process.env.BENCH_EMAILS ?? 500);
const concurrency = 4;

async function waitForMail(mail: MailCatcher, total: number, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (mail.messages().length < total && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  if (mail.messages().length < total)
    throw new Error(`only ${mail.messages().length} of ${total} e-mails arrived`);
}

async function throughQueue(ns: TestNamespace, mail: MailCatcher): Promise<number> {
  const env = {
    UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: mail.smtpUrl,
    EMAIL_CONCURRENCY: String(concurrency),
  };
  const api = await startService(notificationsService, ns.config(notificationsService, env));
  const worker = await startService(emailWorkerService, ns.config(emailWorkerService, env));
  const requests = api.app.get(EmailRequests);
  const db = api.app.get<Database>(DATABASE);
  mail.clear();
  const started = Date.now();
  for (let i = 0; i < count; i++) {
    await db.transaction((tx) =>
      requests.request(tx, {
        dedupeKey: `bench.${randomUUID()}`,
        userId: null,
        recipient: `queued${i}@example.com`,
        template: 'verification',
        category: 'transactional',
        data: { firstName: 'Bench', verificationUrl: 'http://localhost:8080/signup?token=x' },
      }),
    );
  }
  await waitForMail(mail, count);
  const perSecond = count / ((Date.now() - started) / 1000);
  await Promise.all([api.stop(), worker.stop()]);
  return Math.round(perSecond);
}

async function direct(mail: MailCatcher): Promise<number> {
  const transport = nodemailer.createTransport(mail.smtpUrl);
  mail.clear();
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        await transport.sendMail({
          from: 'Tend <hello@tend.care>',
          to: `direct${i}@example.com`,
          subject: 'Confirm your email',
          text: 'Hello',
          html: '<p>Hello</p>',
        });
      }
    }),
  );
  await waitForMail(mail, count);
  transport.close();
  return Math.round(count / ((Date.now() - started) / 1000));
}

async function main() {
  const ns = new TestNamespace();
  const mail = await startMailCatcher({ maxMessages: count * 2 });
  try {
    const baseline = await direct(mail);
    const tend = await throughQueue(ns, mail);
    recordResults('email', {
      emails: count,
      workerConcurrency: concurrency,
      tendEmailsPerSecond: tend,
      baselineDirectNodemailerPerSecond: baseline,
      throughputRatio: round(tend / baseline),
      note: 'tend = delivery row + BullMQ job → worker: lock row, check preferences and bounces, render, SMTP, mark sent',
    });
  } finally {
    await mail.stop();
    await ns.cleanup();
  }
}

void main().then(
  () => process.exit(0),
  (error: Error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  },
);
