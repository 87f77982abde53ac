import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel } from 'amqplib';
import { EventHeaders, type EventEnvelope, type Topology } from './topology';
import type { AmqpConnection } from './amqp-connection';

/** Publishes events to the topic exchange with publisher confirms: resolved only once the broker has it. */
export class EventPublisher {
  private readonly channel: ChannelWrapper;

  constructor(
    connection: AmqpConnection,
    private readonly topology: Topology,
    publishTimeoutMs = 5000,
  ) {
    this.channel = connection.channel({
      name: 'event-publisher',
      confirm: true,
      json: false,
      publishTimeout: publishTimeoutMs,
      setup: async (channel: ConfirmChannel) => {
        await channel.assertExchange(topology.eventsExchange, 'topic', { durable: true });
      },
    });
  }

  async publish(envelope: EventEnvelope, correlationId?: string | null): Promise<void> {
    await this.channel.publish(
      this.topology.eventsExchange,
      envelope.name,
      Buffer.from(JSON.stringify(envelope)),
      {
        persistent: true,
        messageId: envelope.id,
        type: envelope.name,
        contentType: 'application/json',
        timestamp: Math.floor(Date.parse(envelope.occurredAt) / 1000),
        headers: correlationId ? { [EventHeaders.correlation]: correlationId } : {},
      },
    );
  }

  async close(): Promise<void> {
    await this.channel.close();
  }
}
