import { Routes, routeUrl, type RouteBody, type RouteResponse } from '@tend/contracts';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiCallError, apiErrorFromResponse, networkError } from '../../lib/api-error';
import { readStorage, StorageKeys } from '../../lib/storage';

export interface StreamHandlers {
  onDelta: (text: string) => void;
  onStatus?: (status: string) => void;
}

function headers(): Record<string, string> {
  const h: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream, application/json',
  };
  const token = readStorage(StorageKeys.authToken);
  if (token) h['Authorization'] = `Bearer ${token}`;
  return h;
}

type StreamBody = RouteBody<'streamMessage'>;
/** The `done` event carries what sendMessage answers. */
type StreamResult = RouteResponse<'sendMessage'>;

async function post(url: string, body: StreamBody, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, {
      method: Routes.streamMessage.method,
      headers: headers(),
      credentials: 'include',
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw new ApiCallError(networkError(error instanceof Error ? error.message : String(error)));
  }
}

/** The events of a text/event-stream body as they arrive (one cut off by the end is dropped). */
async function* serverSentEvents(body: ReadableStream<Uint8Array>) {
  const arrived: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => arrived.push(event) });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      parser.feed(decoder.decode(value, { stream: !done }));
      yield* arrived.splice(0);
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Sends a message to the stream route and reads the answer as it is written (server-sent events:
 * `delta`, `status`, then `done` with the saved messages, or `error`). A refusal before the first
 * event is an ordinary HTTP error. Sent once: a failure is the person's to send again.
 */
export async function sendMessageStreaming(
  conversationId: string,
  body: StreamBody,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<StreamResult> {
  const url = routeUrl('streamMessage', { id: conversationId });
  const response = await post(url, body, signal);
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    throw new ApiCallError(apiErrorFromResponse(response.status, text, response.statusText));
  }
  for await (const { event, data } of serverSentEvents(response.body)) {
    const payload = JSON.parse(data) as Record<string, unknown>;
    if (event === 'delta' && typeof payload.text === 'string') handlers.onDelta(payload.text);
    else if (event === 'status' && typeof payload.status === 'string')
      handlers.onStatus?.(payload.status);
    else if (event === 'done') return payload as unknown as StreamResult;
    else if (event === 'error') {
      const status = typeof payload.statusCode === 'number' ? payload.statusCode : 500;
      throw new ApiCallError(apiErrorFromResponse(status, data));
    }
  }
  throw new ApiCallError(networkError('The answer stopped before it was complete.'));
}
