import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Beyond this much of a refused body read after its answer, the socket closes at once. */
const RefusedBodyBytes = 64 * 1024 * 1024;

function httpError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * A request body must arrive whole within `timeoutMs(request)` of its headers
 * (REQUEST_BODY_TIMEOUT_MS, UPLOAD_BODY_TIMEOUT_MS for a file): past it, reading stops with a 408, answered like any error while a body is still arriving
 * (`answerBeforeBody`). Without it a client sending a byte now and then holds a socket open for
 * as long as it likes. Every body parser reads the stream returned here.
 */
export function limitBodyTime(
  app: NestFastifyApplication,
  timeoutMs: (request: FastifyRequest) => number,
): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preParsing', async (request, reply, payload) => {
      if (request.raw.complete) return payload; // no body, or all of it here already
      const timed = new PassThrough();
      const timer = setTimeout(() => {
        if (reply.sent) return; // answered already (a body refused early): nobody reads it
        payload.unpipe(timed);
        timed.destroy(httpError(408, 'The request took too long to arrive. Please try again.'));
      }, timeoutMs(request));
      const stop = () => clearTimeout(timer);
      payload.once('end', stop);
      reply.raw.once('close', stop); // answered, or the client went away
      payload.once('error', (error) => timed.destroy(error));
      return payload.pipe(timed);
    });
}

/**
 * Prepares the answer to a request whose body is still arriving (too large, too slow, a type we
 * do not read): it goes at once, with `Connection: close`, never after waiting for the body. A
 * client that declares 5 GB and sends nothing hears its 413 at once.
 *
 * Node (20: `resOnFinish` in `_http_server.js`) closes such a socket with `destroySoon()` as
 * soon as the answer is written: a client still sending then gets a reset, and a browser shows a
 * network error instead of our answer. Here it half-closes instead, reads and throws away what
 * still comes, and closes the socket when the client stops or has sent RefusedBodyBytes more, or
 * after `lingerMs` at most (REQUEST_BODY_TIMEOUT_MS). `gateway/test/proof/request-safety.test.ts`
 * fails if Node stops calling `destroySoon()` there: its 2 MB body, sent on after the 413, gets
 * EPIPE without this (seen on Node 20.20).
 */
export function answerBeforeBody(
  raw: IncomingMessage,
  reply: FastifyReply,
  lingerMs: number,
): void {
  void reply.header('connection', 'close');
  const socket = raw.socket;
  let read = 0;
  raw.unpipe(); // from limitBodyTime's stream, which nobody reads any more
  raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > RefusedBodyBytes) socket.destroy();
  });
  raw.resume();
  socket.destroySoon = () => {
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    // Closed once the answer is out and the client has sent its all (or given up sending).
    const closeWhenDone = () => {
      if (socket.writableFinished && (raw.complete || socket.readableEnded)) socket.destroy();
    };
    socket.once('close', () => clearTimeout(timer));
    socket.once('finish', closeWhenDone).once('end', closeWhenDone);
    raw.once('end', closeWhenDone);
    socket.end();
  };
}
