import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { toCaughtMail, type CaughtMail } from './caught-mail';
import { createInboxServer } from './http/http-server';
import { MailStore, type MailPredicate } from './mail-store';
import { SmtpListener } from './smtp-listener';

export interface MailCatcherOptions {
  /** SMTP port; 0 (the default) picks a free one. */
  smtpPort?: number;
  /** Inbox page and JSON API port; 0 (the default) picks a free one. */
  httpPort?: number;
  /** Interface both listen on; default 127.0.0.1. */
  host?: string;
  /** How many of the newest messages are kept; default 500. */
  maxMessages?: number;
}

export interface MailCatcher {
  /** The ports actually bound. */
  readonly smtpPort: number;
  readonly httpPort: number;
  /** SMTP URL to give a sender, such as `smtp://127.0.0.1:41025`. */
  readonly smtpUrl: string;
  /** Address of the inbox page, such as `http://127.0.0.1:48025/`. */
  readonly inboxUrl: string;
  /** Whether SMTP is currently refusing connections (between `pause()` and `resume()`). */
  readonly paused: boolean;
  /** The caught messages, oldest first. */
  messages(): CaughtMail[];
  /**
   * The newest already-caught message matching `predicate`, or else the first matching one to
   * arrive; rejects after `timeoutMs` (default 10 s) with the subjects that did arrive.
   */
  waitFor(predicate: MailPredicate, timeoutMs?: number): Promise<CaughtMail>;
  clear(): void;
  /** SMTP goes down hard: open sessions are dropped and new connections refused. */
  pause(): Promise<void>;
  /** SMTP comes back on the same port. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** Maximum accepted message size, announced to clients (SIZE extension). */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts an SMTP sink and its inbox: every message sent to it is kept, none is delivered. */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const maxMessages = options.maxMessages ?? 500;
  if (!Number.isInteger(maxMessages) || maxMessages < 1) {
    throw new Error(`maxMessages must be a whole number of at least 1 (got ${maxMessages})`);
  }
  const store = new MailStore(maxMessages);

  const smtp = new SmtpListener({
    host,
    port: options.smtpPort ?? 0,
    maxMessageBytes: MAX_MESSAGE_BYTES,
    onMail: async (raw, envelope) => {
      const parsed = await simpleParser(raw);
      store.add(toCaughtMail(parsed, envelope, randomUUID(), new Date()));
    },
  });
  await smtp.listen();

  const http = createInboxServer(store);
  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(options.httpPort ?? 0, host, () => {
        http.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  const httpPort = (http.address() as AddressInfo).port;
  const smtpPort = smtp.port;

  let transition: Promise<void> = Promise.resolve();
  let paused = false;
  let stopping: Promise<void> | undefined;
  // pause/resume/stop run one after another, so a quick pause-resume-stop keeps its order.
  const serially = (step: () => Promise<void>): Promise<void> =>
    (transition = transition.then(step, step));

  return {
    smtpPort,
    httpPort,
    smtpUrl: `smtp://${urlHost(host)}:${smtpPort}`,
    inboxUrl: `http://${urlHost(host)}:${httpPort}/`,
    get paused() {
      return paused;
    },
    messages: () => store.list(),
    waitFor: (predicate, timeoutMs = 10_000) => store.waitFor(predicate, timeoutMs),
    clear: () => store.clear(),
    pause: () =>
      serially(async () => {
        if (stopping) return;
        paused = true;
        await smtp.close();
      }),
    resume: () =>
      serially(async () => {
        if (stopping) return;
        await smtp.listen();
        paused = false;
      }),
    stop: () =>
      (stopping ??= serially(async () => {
        store.close(new Error('The mail catcher has stopped'));
        await smtp.close();
        await new Promise<void>((resolve) => {
          http.close(() => resolve());
          http.closeAllConnections();
        });
      })),
  };
}
