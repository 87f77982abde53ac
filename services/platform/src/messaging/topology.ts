/**
 * Names of every exchange and queue, derived from one namespace so a test file (or a second
 * environment on the same broker) never meets another's messages.
 */
export class Topology {
  private readonly prefix: string;

  constructor(namespace: string) {
    this.prefix = namespace ? `${namespace}.tend` : 'tend';
  }

  get eventsExchange(): string {
    return `${this.prefix}.events`;
  }
  get deadLetterExchange(): string {
    return `${this.prefix}.dlx`;
  }
  rpcQueue(service: string): string {
    return `${this.prefix}.${service}.rpc`;
  }
  eventsQueue(consumer: string): string {
    return `${this.prefix}.${consumer}.events`;
  }
  retryQueue(consumer: string): string {
    return `${this.eventsQueue(consumer)}.retry`;
  }
  deadLetterQueue(consumer: string): string {
    return `${this.eventsQueue(consumer)}.dlq`;
  }
}

/** How an event travels: the body of every message on `tend.events`. */
export interface EventEnvelope {
  id: string;
  name: string;
  occurredAt: string;
  payload: unknown;
}

export const RpcHeaders = { deadline: 'x-deadline', correlation: 'x-correlation-id' } as const;
export const EventHeaders = { attempts: 'x-attempts', correlation: 'x-correlation-id' } as const;
