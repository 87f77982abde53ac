import {
  Body,
  Controller,
  Header,
  Inject,
  Param,
  Query,
  Req,
  applyDecorators,
  type Type,
} from '@nestjs/common';
import { PARAMTYPES_METADATA } from '@nestjs/common/constants';
import { ApiTags } from '@nestjs/swagger';
import {
  RouteForwards,
  Routes,
  RouteSchemas,
  type AnyForwardedRequest,
  type ForwardedRouteName,
  type RouteForward,
  type RouteSchema,
} from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { Public, RequireRole } from '../../auth/auth.decorators';
import type { AuthenticatedRequest } from '../../auth/caller';
import { clientInfo } from '../client-info';
import { RateLimit, type RateLimitRule } from '../rate-limit.guard';
import { idPipe } from './id-pipe';
import { Route } from './route.decorator';

/** What the gateway adds to a forwarded route (its RPC and request are in RouteForwards). */
export interface ForwardPolicy {
  /** A tighter limit than the one every route has. */
  readonly rateLimit?: RateLimitRule;
  /** Path parameters that must be uuids, each with the 404 message when one is not. */
  readonly ids?: Readonly<Record<string, string>>;
  /** Headers set on the answer. */
  readonly headers?: Readonly<Record<string, string>>;
}

export type ForwardPolicies = { readonly [N in ForwardedRouteName]?: ForwardPolicy };

const FORWARDS = 'tend:forwards';

/** The routes a forwarding controller serves (none for any other class). */
export function forwardsOf(controller: unknown): ForwardedRouteName[] {
  if (typeof controller !== 'function') return [];
  return (Reflect.getMetadata(FORWARDS, controller) as ForwardedRouteName[] | undefined) ?? [];
}

interface Forwarder {
  readonly rpc: RpcClient;
}

/** `['id']` for `/api/recipients/:id`; the rest-of-path `*` is named `*`, as the router names it. */
function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function accessDecorators(forward: RouteForward): MethodDecorator[] {
  if (forward.access === 'anyone') return [Public()];
  if (forward.access === 'superAdmin') return [RequireRole('super_admin')];
  return [];
}

/**
 * Adds to `prototype` the handler of a forwarded route, as it would be written by hand:
 * `name(@Req() request, @Param('id', pipe) id: string, @Body() body, @Query() query)`, served by
 * `@Route(name)`, which forwards the request RouteForwards builds to the route's RPC.
 */
function addForward(prototype: Forwarder, name: ForwardedRouteName, policy: ForwardPolicy): void {
  const forward: RouteForward = RouteForwards[name];
  const schema: RouteSchema = RouteSchemas[name];
  const params = pathParams(Routes[name].path);
  for (const key of Object.keys(policy.ids ?? {}))
    if (!params.includes(key)) throw new Error(`Route ${name} has no path parameter ${key}`);
  const bodyAt = schema.body ? params.length + 1 : -1;
  const queryAt = schema.query ? params.length + 1 + (schema.body ? 1 : 0) : -1;

  async function handler(this: Forwarder, ...args: unknown[]): Promise<unknown> {
    const http = args[0] as AuthenticatedRequest;
    const request: AnyForwardedRequest = {
      params: Object.fromEntries(
        params.map((key, i) => [key === '*' ? 'path' : key, text(args[i + 1])]),
      ),
      body: bodyAt < 0 ? undefined : args[bodyAt],
      query: queryAt < 0 ? undefined : args[queryAt],
      client: clientInfo(http),
      ...(forward.access === 'anyone' ? {} : { caller: signedIn(http) }),
    };
    return this.rpc.call(forward.rpc, forward.payload(request), { timeoutMs: forward.timeoutMs });
  }
  // Named as the route, as a method would be (Nest's OpenAPI finds its arguments by that name).
  Object.defineProperty(handler, 'name', { value: name });
  Object.defineProperty(prototype, name, { value: handler, writable: true, configurable: true });

  // The arguments as they would be written by hand, decorated last first as TypeScript does,
  // with the types it would record (Nest's OpenAPI reads the path parameters from the two).
  const pathArgument = (key: string) =>
    policy.ids?.[key] ? Param(key, idPipe(policy.ids[key])) : Param(key);
  const argumentsOf: [ParameterDecorator, Type][] = [
    [Req(), Object],
    ...params.map((key): [ParameterDecorator, Type] => [pathArgument(key), String]),
    ...(schema.body ? [[Body(), Object] satisfies [ParameterDecorator, Type]] : []),
    ...(schema.query ? [[Query(), Object] satisfies [ParameterDecorator, Type]] : []),
  ];
  for (let at = argumentsOf.length - 1; at >= 0; at--) argumentsOf[at][0](prototype, name, at);
  const types = argumentsOf.map(([, type]) => type);
  Reflect.defineMetadata(PARAMTYPES_METADATA, types, prototype, name);

  const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
  if (!descriptor) throw new Error(`No handler for ${name}`);
  applyDecorators(
    ...accessDecorators(forward),
    Route(name),
    ...(policy.rateLimit ? [RateLimit(policy.rateLimit)] : []),
    ...Object.entries(policy.headers ?? {}).map(([header, value]) => Header(header, value)),
  )(prototype, name, descriptor);
}

function signedIn(request: AuthenticatedRequest): NonNullable<AnyForwardedRequest['caller']> {
  const caller = request.caller;
  if (!caller) throw new Error('A signed-in route was reached without a caller');
  return { userId: caller.userId, sessionId: caller.sessionId };
}

/**
 * A controller serving the forwarded `routes` of one feature (tagged `tag` in the OpenAPI
 * document): each answers with its RPC's answer, as RouteForwards declares it.
 */
export function forwardingController(name: string, tag: string, routes: ForwardPolicies): Type {
  @ApiTags(tag)
  @Controller()
  class ForwardingController implements Forwarder {
    constructor(@Inject(RpcClient) readonly rpc: RpcClient) {}
  }
  Object.defineProperty(ForwardingController, 'name', { value: name });
  const entries = Object.entries(routes) as [ForwardedRouteName, ForwardPolicy][];
  for (const [route, policy] of entries) addForward(ForwardingController.prototype, route, policy);
  Reflect.defineMetadata(
    FORWARDS,
    entries.map(([route]) => route),
    ForwardingController,
  );
  return ForwardingController;
}
