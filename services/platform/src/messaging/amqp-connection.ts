import * as amqp from 'amqp-connection-manager';
import type {
  AmqpConnectionManager,
  ChannelWrapper,
  CreateChannelOpts,
} from 'amqp-connection-manager';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { coalesceWrites } from '../net/coalesced-writes';

/** One reconnecting broker connection per process; channels re-run their setup after a reconnect. */
export class AmqpConnection {
  readonly manager: AmqpConnectionManager;
  private closed = false;

  constructor(
    url: string,
    name: string,
    private readonly logger: Logger,
  ) {
    this.manager = amqp.connect([url], {
      heartbeatIntervalInSeconds: 5,
      reconnectTimeInSeconds: 1,
      // amqplib leaves Nagle's algorithm on: a small frame (an RPC reply, a request) then waits
      // for the broker's ACK of the previous one, which capped the gateway at ~300 requests/s.
      connectionOptions: { noDelay: true, clientProperties: { connection_name: name } },
    });
    this.manager.on('connect', ({ connection }) => {
      // amqplib writes each publish and ack on its own; requests and replies in flight leave in one.
      coalesceWrites(socketOf(connection));
      logger.info('connected to RabbitMQ');
    });
    this.manager.on('disconnect', ({ err }) => {
      if (!this.closed)
        logger.warn({ err: err?.message }, 'RabbitMQ connection lost; reconnecting');
    });
    // Keeps an unreachable broker from crashing the process: it retries until the broker is back.
    this.manager.on('connectFailed', ({ err }) =>
      logger.debug({ err: err?.message }, 'RabbitMQ connect failed'),
    );
  }

  /**
   * A channel that re-runs its setup after each reconnect. A setup cut short by a lost connection
   * ("Channel ended") is emitted as an 'error' event; unheard, it became an unhandled rejection
   * that failed tests and could end a service. The next connection runs the setup again.
   */
  channel(options: CreateChannelOpts): ChannelWrapper {
    const wrapper = this.manager.createChannel(options);
    wrapper.on('error', (err: Error) => {
      if (!this.closed)
        this.logger.warn(
          { err: err.message, channel: options.name },
          'RabbitMQ channel setup failed',
        );
    });
    return wrapper;
  }

  isConnected(): boolean {
    return this.manager.isConnected();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.manager.close();
  }
}

/**
 * amqplib's socket: its ChannelModel keeps the Connection, which keeps the stream (untyped;
 * guarded by test/guard-rails/coalesced-writes.test.ts).
 */
function socketOf(model: object): Socket {
  return (model as { connection: { stream: Socket } }).connection.stream;
}
