import type { SendMessageBody, SendMessageResult } from '@tend/contracts';
import { readStorage, StorageKeys } from '../../lib/storage';

export interface StreamHandlers {
  onDelta: (text: string) => void;
  onStatus?: (status: string) => void;
}

/** A failed send, with the spec's `"<status>: <text>"` message and the server's own words. */
export class SendError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly userMessage?: string,
  ) {
    super(message);
  }
}

function readServerMessage(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
    if (Array.isArray(parsed.message) && typeof parsed.message[0] === 'string')
      return parsed.message[0];
  } catch {
    // plain text
  }
  return text || undefined;
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

/** One server-sent event: its name and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/** Splits a text/event-stream buffer into complete events and what is left over. */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  const normalized = buffer.replace(/\r\n/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

async function post(url: string, body: SendMessageBody, signal?: AbortSignal) {
  return fetch(url, {
    method: 'POST',
    headers: headers(),
    credentials: 'include',
    body: JSON.stringify(body),
    signal,
  });
}

async function failure(response: Response): Promise<SendError> {
  const text = await response.text().catch(() => '');
  return new SendError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    readServerMessage(text),
  );
}

/**
 * Sends a message and reads the answer as it is written (server-sent events: `delta`, `status`,
 * then `done` with the saved messages, or `error`). A server without the stream route gets the
 * plain `POST .../messages`.
 */
export async function sendMessageStreaming(
  conversationId: string,
  body: SendMessageBody,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<SendMessageResult> {
  const base = `/api/chat/conversations/${encodeURIComponent(conversationId)}/messages`;
  let response = await post(`${base}/stream`, body, signal);
  if (response.status === 404 || response.status === 405) response = await post(base, body, signal);
  if (!response.ok) throw await failure(response);

  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body)
    return JSON.parse(await response.text()) as SendMessageResult;

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const { events, rest } = parseSse(done ? `${buffer}\n\n` : buffer);
    buffer = rest;
    for (const { event, data } of events) {
      const payload = JSON.parse(data) as Record<string, unknown>;
      if (event === 'delta' && typeof payload.text === 'string') handlers.onDelta(payload.text);
      else if (event === 'status' && typeof payload.status === 'string')
        handlers.onStatus?.(payload.status);
      else if (event === 'done') return payload as unknown as SendMessageResult;
      else if (event === 'error') {
        const status = typeof payload.statusCode === 'number' ? payload.statusCode : 500;
        const message = typeof payload.message === 'string' ? payload.message : undefined;
        throw new SendError(status, `${status}: ${data}`, message);
      }
    }
    if (done) break;
  }
  throw new SendError(0, 'The answer stopped before it was complete.');
}
