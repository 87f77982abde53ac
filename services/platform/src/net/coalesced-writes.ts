import type { Socket } from 'node:net';

const coalescing = new WeakSet<Socket>();

/**
 * Holds a socket's writes until the event loop's check phase, then sends them together (one
 * writev). Under load, every request in flight writes its own small Redis command or broker frame
 * in its own turn of the loop; one system call and one TCP segment for all of an iteration's
 * writes cost this process, and the peer reading them, far less. Order is kept, the delay is
 * less than one iteration, and `end()` flushes what is held.
 *
 * Reaches the sockets inside ioredis and amqplib: test/guard-rails/coalesced-writes.test.ts fails
 * if they move from the versions this was written for, or stop writing through those sockets.
 */
export function coalesceWrites(socket: Socket): void {
  if (coalescing.has(socket)) return;
  coalescing.add(socket);
  const write = socket.write;
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    socket.uncork();
  };
  socket.write = function coalescedWrite(this: Socket, ...args: unknown[]): boolean {
    if (!flushScheduled) {
      flushScheduled = true;
      socket.cork();
      setImmediate(flush);
    }
    return Reflect.apply(write, this, args) as boolean;
  };
}
