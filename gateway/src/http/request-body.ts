import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Beyond this much of a refused body read after its answer, the socket closes at once. */
const RefusedBodyBytes = 64 * 1024 * 1024;

/** What one request's body may be: its size, and how long it may take to arrive. */
export interface BodyRule {
  maxBytes: number;
  /** The 413's message, said before a byte of the body is read. */
  tooLargeMessage: string;
  /** REQUEST_BODY_TIMEOUT_MS, or UPLOAD_BODY_TIMEOUT_MS for a file. */
  timeoutMs: number;
}

export interface BodyLimits {
  ruleFor: (request: FastifyRequest) => BodyRule;
  /** REQUEST_BODY_TIMEOUT_MS: how long a refused body still being sent is read after its answer. */
  lingerMs: number;
}

function httpError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * Keeps every request body within its rule, without ever waiting for bytes that may not come:
 * - a body declared larger than its route reads is a 413 before anything else happens (any
 *   method, any address; no parser, guard or handler runs first), and `Expect: 100-continue`
 *   is only answered "go on" for a body that will be read;
 * - a body must arrive whole within its `timeoutMs` of the headers, or reading stops with a 408;
 * - any answer that leaves while its body is still arriving closes the connection behind it
 *   (`answerBeforeBody`).
 */
export function limitRequestBodies(app: NestFastifyApplication, limits: BodyLimits): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request) => {
    const declared = Number(request.headers['content-length']);
    const rule = limits.ruleFor(request);
    if (declared > rule.maxBytes) throw httpError(413, rule.tooLargeMessage);
  });
  fastify.addHook('preParsing', async (request, reply, payload) => {
    if (expectsContinue(request.raw)) reply.raw.writeContinue();
    if (request.raw.complete) return payload; // no body, or all of it here already
    return timeBody(payload, reply, limits.ruleFor(request).timeoutMs);
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete) answerBeforeBody(request.raw, reply, limits.lingerMs);
    done(null, payload);
  });
  // Node says "100 Continue" before any hook runs unless the server decides: it is said in
  // preParsing above instead, so a refused body is never invited.
  fastify.server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) =>
    fastify.server.emit('request', request, response),
  );
}

/** A client waiting for leave to send its body (HTTP/1.1 only, as Node reads it). */
function expectsContinue(raw: IncomingMessage): boolean {
  return (
    raw.httpVersion === '1.1' && !raw.complete && /\b100-continue\b/i.test(raw.headers.expect ?? '')
  );
}

/**
 * The body as a stream that fails with a 408 past `timeoutMs`, answered like any error while a
 * body is still arriving. Without it a client sending a byte now and then holds a socket open for
 * as long as it likes. Every body parser reads the stream returned here.
 */
function timeBody(payload: Readable, reply: FastifyReply, timeoutMs: number): PassThrough {
  const timed = new PassThrough();
  const timer = setTimeout(() => {
    if (reply.sent) return; // answered already (a body refused early): nobody reads it
    payload.unpipe(timed);
    timed.destroy(httpError(408, 'The request took too long to arrive. Please try again.'));
  }, timeoutMs);
  const stop = () => clearTimeout(timer);
  payload.once('end', stop);
  reply.raw.once('close', stop); // answered, or the client went away
  payload.once('error', (error) => timed.destroy(error));
  return payload.pipe(timed);
}

/**
 * Prepares the answer to a request whose body is still arriving (too large, too slow, a type we
 * do not read, or a route that reads none): it goes at once, with `Connection: close`, never
 * after waiting for the body. A client that declares 5 GB and sends nothing hears its 413 at once.
 *
 * Node (20: `resOnFinish` in `_http_server.js`) closes such a socket with `destroySoon()` as
 * soon as the answer is written: a client still sending then gets a reset, and a browser shows a
 * network error instead of our answer. Here it half-closes instead, reads and throws away what
 * still comes, and closes the socket when the client stops or has sent RefusedBodyBytes more, or
 * after `lingerMs` at most (REQUEST_BODY_TIMEOUT_MS). `gateway/test/proof/request-safety.test.ts`
 * fails if Node stops calling `destroySoon()` there: its 2 MB body, sent on after the 413, gets
 * EPIPE without this (seen on Node 20.20).
 */
function answerBeforeBody(raw: IncomingMessage, reply: FastifyReply, lingerMs: number): void {
  void reply.header('connection', 'close');
  const socket = raw.socket;
  let read = 0;
  raw.unpipe(); // from timeBody's stream, which nobody reads any more
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
