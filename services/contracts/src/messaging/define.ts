import { z } from 'zod';
import type { ServiceName } from '../services';

/**
 * An event on the `tend.events` topic exchange. The name is its routing key and is permanent once
 * shipped: a new payload shape gets a new name (suffix `.v2`), never a silent change.
 */
export interface EventContract<N extends string = string, S extends z.ZodType = z.ZodType> {
  readonly kind: 'event';
  readonly name: N;
  readonly schema: S;
  /**
   * The account-deletion saga's own events. Any other event whose payload has a `userId` is about
   * that account: a consumer that has erased the account drops it. 'erases' starts the erasure
   * (the consumer records the account as erased first); 'confirms' reports it done.
   */
  readonly erasure?: 'erases' | 'confirms';
}

/** A request-reply call answered by one service's RPC queue. */
export interface RpcContract<
  P extends string = string,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  readonly kind: 'rpc';
  readonly service: ServiceName;
  readonly pattern: P;
  readonly request: Req;
  readonly response: Res;
}

/** A BullMQ job: the queue it goes to, its name, and its data. */
export interface JobContract<N extends string = string, S extends z.ZodType = z.ZodType> {
  readonly kind: 'job';
  readonly queue: QueueName;
  readonly name: N;
  readonly schema: S;
}

/** Queue names are permanent: renaming one strands the jobs already in it. */
export const Queues = { email: 'email', crawl: 'crawl', reminders: 'reminders' } as const;
export type QueueName = (typeof Queues)[keyof typeof Queues];

export function defineEvent<const N extends string, S extends z.ZodType>(
  name: N,
  schema: S,
  erasure?: EventContract['erasure'],
): EventContract<N, S> {
  return erasure ? { kind: 'event', name, schema, erasure } : { kind: 'event', name, schema };
}

export function defineRpc<const P extends string, Req extends z.ZodType, Res extends z.ZodType>(
  service: ServiceName,
  pattern: P,
  request: Req,
  response: Res,
): RpcContract<P, Req, Res> {
  return { kind: 'rpc', service, pattern, request, response };
}

export function defineJob<const N extends string, S extends z.ZodType>(
  queue: QueueName,
  name: N,
  schema: S,
): JobContract<N, S> {
  return { kind: 'job', queue, name, schema };
}

export type EventPayload<E extends EventContract> = z.infer<E['schema']>;
export type RpcRequest<R extends RpcContract> = z.input<R['request']>;
/** What a handler receives: the request after validation and defaults. */
export type RpcPayload<R extends RpcContract> = z.infer<R['request']>;
export type RpcResponse<R extends RpcContract> = z.infer<R['response']>;
export type JobData<J extends JobContract> = z.infer<J['schema']>;
