import { randomUUID } from 'node:crypto';
import * as amqplib from 'amqplib';
import type { EventContract, EventPayload } from '@tend/contracts';
import type { TestStack } from './test-stack';

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
  const envelope = {
    id: options.id ?? randomUUID(),
    name: event.name,
    occurredAt: new Date().toISOString(),
    payload,
  };
  const connection = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
  try {
    const channel = await connection.createConfirmChannel();
    for (let i = 0; i < (options.times ?? 1); i++) {
      channel.publish(
        stack.ns.topology.eventsExchange,
        event.name,
        Buffer.from(JSON.stringify(envelope)),
        {
          messageId: envelope.id,
          type: event.name,
          persistent: true,
        },
      );
    }
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
  return envelope.id;
}
