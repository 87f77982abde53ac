import { z } from 'zod';

/**
 * A streamed answer travels beside its RPC: the coach publishes these on a Redis channel named
 * for the request, the gateway (subscribed before it calls) forwards them as server-sent events,
 * and the RPC reply carries the saved messages. A chunk that arrives after the reply is dropped:
 * the reply's `aiMessage.content` is the whole answer.
 */
export const StreamChunk = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('status'), status: z.string() }),
]);
export type StreamChunk = z.infer<typeof StreamChunk>;

/** Pub/sub channels are not key-prefixed by Redis clients: the namespace is part of the name. */
export function coachStreamChannel(namespace: string, streamId: string): string {
  return `${namespace ? `${namespace}:` : ''}tend:coach:stream:${streamId}`;
}

/**
 * How long a caller waits for an answer: the coach bounds its model calls (timeouts, retries)
 * well inside this, so a slow provider becomes a clear error rather than a gateway 503.
 */
export const CoachReplyDeadlineMs = 120_000;
