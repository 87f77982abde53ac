import { ReadableStream } from 'node:stream/web';
import { ErrorCodes } from '@tend/contracts';
import { ApiCallError, NetworkFailedCode } from '../../lib/api-error';
import { sendMessageStreaming } from './chat-stream';

const conversationId = '11111111-1111-4111-8111-111111111111';
const message = { content: 'Bathing tips?', attachments: [], clientMessageId: 'c1' };

/** The gateway's answer, cut into the given pieces of bytes as a network might deliver them. */
function streamOf(pieces: Uint8Array[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
  return new Response(body as unknown as BodyInit, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8' },
  });
}

/** Cuts bytes every `size`, so events, lines and even characters arrive split. */
function cut(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const pieces: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.slice(at, at + size));
  return pieces;
}

function answering(...responses: Response[]) {
  const fetchMock = jest.fn(
    async (_url: string, _init?: RequestInit) =>
      responses.shift() ?? new Response('', { status: 500 }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const done = { userMessage: { id: 'u' }, aiMessage: { id: 'a', content: 'Use a shower chair.' } };

describe('sending a message to the stream route', () => {
  it.each([1, 3, 7, 1000])(
    'reads the events however the bytes are cut (pieces of %i)',
    async (size) => {
      const fetchMock = answering(
        streamOf(
          cut(
            ': keep-alive\r\n\r\n' +
              'event: status\r\ndata: {"type":"status","status":"searching"}\r\n\r\n' +
              'event: delta\ndata: {"type":"delta","text":"Use a shower chair — "}\n\n' +
              'event: delta\ndata: {"type":"delta","text":"gently."}\n\n' +
              `event: done\ndata: ${JSON.stringify(done)}\n\n`,
            size,
          ),
        ),
      );
      const deltas: string[] = [];
      const statuses: string[] = [];
      const result = await sendMessageStreaming(conversationId, message, {
        onDelta: (text) => deltas.push(text),
        onStatus: (status) => statuses.push(status),
      });
      expect(result).toEqual(done);
      expect(deltas.join('')).toBe('Use a shower chair — gently.');
      expect(statuses).toEqual(['searching']);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]?.[0]).toBe(
        `/api/chat/conversations/${conversationId}/messages/stream`,
      );
    },
  );

  it('fails with the code and words of an error event', async () => {
    const error = {
      statusCode: 502,
      code: ErrorCodes.coachModelUnavailable,
      message: 'The care coach could not answer just now.',
      error: 'Bad Gateway',
    };
    answering(streamOf(cut(`event: error\ndata: ${JSON.stringify(error)}\n\n`, 5)));
    const failure = sendMessageStreaming(conversationId, message, { onDelta: jest.fn() });
    await expect(failure).rejects.toBeInstanceOf(ApiCallError);
    await expect(failure).rejects.toMatchObject({
      status: 502,
      code: ErrorCodes.coachModelUnavailable,
      userMessage: 'The care coach could not answer just now.',
    });
  });

  it('sends a refused message once, never again another way', async () => {
    const notFound = JSON.stringify({
      statusCode: 404,
      code: ErrorCodes.notFound,
      message: 'We could not find that conversation.',
      error: 'Not Found',
    });
    const fetchMock = answering(new Response(notFound, { status: 404 }));
    await expect(
      sendMessageStreaming(conversationId, message, { onDelta: jest.fn() }),
    ).rejects.toMatchObject({
      status: 404,
      code: ErrorCodes.notFound,
      message: `404: ${notFound}`,
      userMessage: 'We could not find that conversation.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when the answer stops before it is complete', async () => {
    const cutOff =
      'event: delta\ndata: {"type":"delta","text":"Use a"}\n\nevent: done\ndata: {"user';
    answering(streamOf(cut(cutOff, 4)));
    const onDelta = jest.fn();
    await expect(sendMessageStreaming(conversationId, message, { onDelta })).rejects.toMatchObject({
      status: 0,
      code: NetworkFailedCode,
    });
    expect(onDelta).toHaveBeenCalledWith('Use a');
  });
});
