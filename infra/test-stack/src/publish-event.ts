import { randomUUID } from 'node:crypto';
import * as amqplib from 'amqplib';
import type { EventContract, EventPayload } from '@tend/contracts';
import { EventHeaders } from '@tend/platform';
import type { TestStack } from './test-stack';

interface EventMessage {
  id: string;
  content: Buffer;
  options: amqplib.Options.Publish;
}

function eventMessage<E extends EventContract>(
  event: E,
  payload: EventPayload<E>,
  id: string = randomUUID(),
): EventMessage {
  const envelope = { id, name: event.name, occurredAt: new Date().toISOString(), payload };
  return {
    id,
    content: Buffer.from(JSON.stringify(envelope)),
    options: { messageId: id, type: event.name, persistent: true },
  };
}

async function withConfirmChannel(send: (channel: amqplib.ConfirmChannel) => void): Promise<void> {
  const connection = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
  try {
    const channel = await connection.createConfirmChannel();
    send(channel);
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
}

/**
 * Publishes an event to the stack's exchange as a producer's outbox relay would, `times` times
 * with the same id (a redelivery). For events whose producer is not part of the test.
 */
export async function publishEvent<E extends EventContract>(
  stack: TestStack,
  event: E,
  payload: EventPayload<E>,
  options: { id?: string; times?: number } = {},
): Promise<string> {
  const message = eventMessage(event, payload, options.id);
  await withConfirmChannel((channel) => {
    for (let i = 0; i < (options.times ?? 1); i++)
      channel.publish(
        stack.ns.topology.eventsExchange,
        event.name,
        message.content,
        message.options,
      );
  });
  return message.id;
}

/**
 * Puts an event in a consumer's retry queue, as a failed first attempt leaves it: it returns to
 * the consumer after `delayMs`.
 */
export async function holdInRetryQueue<E extends EventContract>(
  stack: TestStack,
  consumer: string,
  event: E,
  payload: EventPayload<E>,
  delayMs: number,
): Promise<string> {
  const message = eventMessage(event, payload);
  await withConfirmChannel((channel) =>
    channel.sendToQueue(stack.ns.topology.retryQueue(consumer), message.content, {
      ...message.options,
      expiration: String(delayMs),
      headers: { [EventHeaders.attempts]: 1 },
    }),
  );
  return message.id;
}

/** Parks an event in a consumer's dead-letter queue, as a failed last attempt leaves it. */
export async function parkInDeadLetters<E extends EventContract>(
  stack: TestStack,
  consumer: string,
  event: E,
  payload: EventPayload<E>,
): Promise<string> {
  const message = eventMessage(event, payload);
  await withConfirmChannel((channel) =>
    channel.sendToQueue(
      stack.ns.topology.deadLetterQueue(consumer),
      message.content,
      message.options,
    ),
  );
  return message.id;
}

/** The ids of the events parked in a consumer's dead-letter queue, left where they are. */
export async function deadLetterIds(stack: TestStack, consumer: string): Promise<string[]> {
  const connection = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
  try {
    const channel = await connection.createChannel();
    const ids: string[] = [];
    for (;;) {
      const message = await channel.get(stack.ns.topology.deadLetterQueue(consumer));
      if (!message) break;
      ids.push(String(message.properties.messageId));
    }
    await channel.close(); // unacknowledged: every message goes back to the queue
    return ids;
  } finally {
    await connection.close();
  }
}
