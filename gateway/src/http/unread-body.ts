import type { IncomingMessage } from 'node:http';

/** How much of a refused body is read and thrown away before answering (beyond it, the socket closes). */
export const UnreadBodyBound = { bytes: 64 * 1024 * 1024, ms: 30_000 };

/**
 * Reads and discards what is left of a request body, up to a bound. An error answered while the
 * client is still sending (a body too large, a type we do not read) would otherwise close the
 * socket under it: a browser shows a network error instead of our "too large". Resolves when the
 * body has ended, or the bound is reached (then the connection closes, as before).
 */
export function discardUnreadBody(
  raw: IncomingMessage,
  bound: { bytes: number; ms: number } = UnreadBodyBound,
): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', count).off('end', finish).off('error', finish).off('close', finish);
      resolve();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > bound.bytes) finish();
    };
    const timer = setTimeout(finish, bound.ms);
    raw.on('data', count).once('end', finish).once('error', finish).once('close', finish);
    raw.resume();
  });
}
