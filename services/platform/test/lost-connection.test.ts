import type { ChannelModel, ConfirmChannel } from 'amqplib';
import type { Socket } from 'node:net';
import pino from 'pino';
import { AmqpConnection } from '../src/messaging/amqp-connection';
import { TestNamespace } from '../src/testing';

/** amqplib's socket under the manager's current connection (as amqp-connection.ts reaches it). */
function socketOf(connection: AmqpConnection): Socket {
  const model = connection.manager.connection as ChannelModel;
  return (model as unknown as { connection: { stream: Socket } }).connection.stream;
}

/**
 * A connection lost while a channel's setup waits on the broker rejects that setup with "Channel
 * ended". It once reached Node as an unhandled rejection: it failed CI runs under load and could
 * end a service. The channel must instead set itself up again on the next connection.
 */
describe('a connection lost during a channel setup', () => {
  const ns = new TestNamespace();
  const unhandled: unknown[] = [];
  const recordUnhandled = (reason: unknown) => unhandled.push(reason);
  let amqp: AmqpConnection;

  beforeAll(async () => {
    process.on('unhandledRejection', recordUnhandled);
    amqp = new AmqpConnection(
      ns.env().RABBITMQ_URL as string,
      `${ns.id}-lost`,
      pino({ level: 'silent' }),
    );
    await amqp.manager.connect();
  });
  afterAll(async () => {
    process.off('unhandledRejection', recordUnhandled);
    await amqp?.close();
    await ns.cleanup();
  });

  it('is set up again on the next connection, and nothing is left unhandled', async () => {
    const exchange = `${ns.id}.lost-connection`;
    let setups = 0;
    const channel = amqp.channel({
      name: 'cut-during-setup',
      confirm: true,
      setup: async (raw: ConfirmChannel) => {
        setups++;
        const declared = raw.assertExchange(exchange, 'topic', { durable: false });
        if (setups === 1) socketOf(amqp).destroy(new Error('cut')); // the broker's reply never arrives
        await declared;
      },
    });

    await channel.waitForConnect();
    expect(setups).toBe(2);
    await channel.publish(exchange, 'any', Buffer.from('after the reconnect'));
    // The setup's rejection settles in the same turn as the reconnect; give it one more turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
    await channel.close();
  });
});
