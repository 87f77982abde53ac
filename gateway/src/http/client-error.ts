import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCodes } from '@tend/contracts';
import { errorBody } from './error-body';

const messages: Record<400 | 408 | 431, string> = {
  400: 'The request could not be read. Please check it and try again.',
  408: 'The request took too long to arrive. Please try again.',
  431: 'The request headers are too large.',
};

function statusFor(code: string | undefined): 400 | 408 | 431 {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * A request Node's parser cannot read (a length that is no number, a malformed head, headers
 * too large) never reaches a route: it is answered here, in the API's one error shape, and the
 * connection closes, as Node and Fastify do by default.
 */
export function answerUnreadableRequest(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusFor(error.code);
  // Never VALIDATION_FAILED: no field was read.
  const body = JSON.stringify(errorBody(status, messages[status], ErrorCodes.badRequest));
  if (socket.writable && !answering(socket))
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  socket.destroy(error);
}

/** An answer to an earlier request on this connection is being written: ours would garble it (as Node checks). */
function answering(socket: Socket): boolean {
  return (
    (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage?.headersSent ===
    true
  );
}
