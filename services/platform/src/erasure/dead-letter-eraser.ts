import type { ConfirmChannel } from 'amqplib';
import type { AmqpConnection } from '../messaging/amqp-connection';
import { namesSubject, type ErasureSubject } from './erasure-subject';

export interface DeadLetterSweep {
  dropped: number;
  kept: number;
}

/**
 * Removes the dead-lettered messages that name any of the people from one dead-letter queue. Each message
 * is taken, then either dropped or published again to the same queue (confirmed by the broker)
 * before it is acknowledged, so a crash mid-way loses nothing: an unacknowledged message returns
 * to the queue, and the worst case is a kept message twice, which inboxes dedupe on replay. Only
 * the messages there at the start are looked at, so kept ones are not taken again. Running it
 * again finds nothing more to drop: it is idempotent.
 */
export class DeadLetterEraser {
  constructor(private readonly connection: AmqpConnection) {}

  async erase(queue: string, subjects: readonly ErasureSubject[]): Promise<DeadLetterSweep> {
    const channel = this.connection.channel({
      name: `dead-letter-eraser:${queue}`,
      confirm: true,
      json: false,
      setup: async (raw: ConfirmChannel) => {
        await raw.assertQueue(queue, { durable: true });
      },
    });
    try {
      await channel.waitForConnect();
      const { messageCount } = await channel.checkQueue(queue);
      const sweep: DeadLetterSweep = { dropped: 0, kept: 0 };
      for (let taken = 0; taken < messageCount; taken++) {
        const message = await channel.get(queue, { noAck: false });
        if (!message) break;
        const text = message.content.toString('utf8');
        if (subjects.some((subject) => namesSubject(text, subject))) {
          sweep.dropped++;
        } else {
          await channel.sendToQueue(queue, message.content, {
            ...message.properties,
            persistent: true,
          });
          sweep.kept++;
        }
        channel.ack(message);
      }
      return sweep;
    } finally {
      await channel.close().catch(() => undefined);
    }
  }
}
