import * as amqplib from 'amqplib';
import type { TestNamespace } from '@tend/platform/testing';

/** Messages parked in these consumers' dead-letter queues: each one is a failure to explain. */
export async function deadLetters(ns: TestNamespace, consumers: string[]): Promise<number> {
  const connection = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
  try {
    let total = 0;
    for (const consumer of consumers) {
      // A queue that was never declared closes its channel: one channel per look.
      const channel = await connection.createChannel();
      channel.on('error', () => undefined);
      const queue = await channel
        .checkQueue(ns.topology.deadLetterQueue(consumer))
        .catch(() => ({ messageCount: 0 }));
      total += queue.messageCount;
      await channel.close().catch(() => undefined);
    }
    return total;
  } finally {
    await connection.close();
  }
}
