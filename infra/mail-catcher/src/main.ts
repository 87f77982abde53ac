#!/usr/bin/env node
import { startMailCatcher } from './mail-catcher';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    process.stderr.write(`mail-catcher: ${name} must be a port number (0-65535), got "${raw}"\n`);
    process.exit(1);
  }
  return value;
}

const smtpPort = port('MAIL_CATCHER_SMTP_PORT', 1025);
const httpPort = port('MAIL_CATCHER_HTTP_PORT', 8025);
// In a container BIND_HOST (0.0.0.0) applies when the catcher's own setting is absent.
const host = process.env.MAIL_CATCHER_HOST || process.env.BIND_HOST || '127.0.0.1';

startMailCatcher({ smtpPort, httpPort, host }).then(
  (catcher) => {
    process.stdout.write(
      `mail-catcher: SMTP on ${host}:${catcher.smtpPort}, inbox at ${catcher.inboxUrl}\n`,
    );
    const shutdown = () => {
      catcher.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
      setTimeout(() => process.exit(1), 5000).unref();
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  },
  (error: Error) => {
    process.stderr.write(`mail-catcher: failed to start: ${error.message}\n`);
    process.exit(1);
  },
);
