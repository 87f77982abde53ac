import pino, { type Logger } from 'pino';
import { currentCorrelationId } from './correlation';

export type { Logger } from 'pino';

/** Fields that must never reach a log line, wherever they sit in the logged object. */
const redactPaths = [
  'password',
  '*.password',
  'token',
  '*.token',
  'passwordHash',
  '*.passwordHash',
  'authorization',
  '*.authorization',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
];

export interface LoggerOptions {
  name: string;
  level: string;
  pretty: boolean;
}

/** JSON in production, readable in development; every line carries the current correlation id. */
export function createLogger({ name, level, pretty }: LoggerOptions): Logger {
  return pino({
    name,
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    mixin: () => {
      const correlationId = currentCorrelationId();
      return correlationId ? { correlationId } : {};
    },
    transport: pretty
      ? {
          target: 'pino-pretty',
          options: { colorize: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
        }
      : undefined,
  });
}
