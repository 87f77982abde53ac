import * as contracts from '@tend/contracts';
import {
  EventCatalogue,
  RouteForwards,
  RpcCatalogue,
  Routes,
  type EventContract,
  type RpcContract,
} from '@tend/contracts';
import { processNames, type RunningService } from '@tend/platform';
import { TestStack, type StackService } from '@tend/test-stack';
import {
  documentedAs,
  expectDocumentedAsDefined,
  forwardedRoutes,
  servedRoutes,
  type OpenApiDocument,
} from './routes-check';
import { navigations, specCalls } from './spec-calls';
import { calledRpcs, productionSources, producedEventIdentifiers } from './source-scan';

/** Every service (each with its RPC and event queues); workers and the gateway answer neither. */
const services: StackService[] = processNames('service');

/** The patterns a running service handles, as its transport registered them. */
function handled(service: RunningService<unknown>, kind: 'rpc' | 'event'): string[] {
  const handlers: Map<string, { isEventHandler?: boolean }> =
    service.transport?.getHandlers() ?? new Map();
  return [...handlers]
    .filter(([, handler]) => (kind === 'event') === Boolean(handler.isEventHandler))
    .map(([pattern]) => pattern);
}

function exportNameOf(contract: unknown): string | undefined {
  return Object.entries(contracts).find(([, value]) => value === contract)?.[0];
}

describe('contracts, checked at both ends', () => {
  let stack: TestStack;
  let document: OpenApiDocument;
  const sources = productionSources();

  beforeAll(async () => {
    stack = await TestStack.start(services);
    document = (await stack.api<OpenApiDocument>('GET', '/api/docs/openapi.json')).body;
  }, 120_000); // six services start here: slow when the machine is busy
  afterAll(async () => stack?.stop());

  it.each(specCalls.map((call) => [call.route, call] as const))(
    'the gateway answers %s with the spec’s payload',
    (_, call) => {
      const operation = documentedAs(document, call.route);
      expect(operation).toBeDefined();
      if (!call.payload) return;
      const properties =
        operation?.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      expect(Object.keys(properties)).toEqual(expect.arrayContaining(call.payload));
    },
  );

  it.each(navigations.map((n) => [Routes[n.route].path, n.location] as const))(
    '%s is a browser navigation to %s',
    async (path, location) => {
      const response = await stack.api('GET', path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(location);
    },
  );

  it.each(Object.keys(Routes) as (keyof typeof Routes)[])(
    'route %s is documented with its body, answer and errors, as contracts define it',
    (name) => expectDocumentedAsDefined(document, name),
  );

  it('serves every route contracts define, and no other API route', () => {
    const defined = Object.values(Routes).map(({ method, path }) => `${method} ${path}`);
    // Beside the API: /healthz, /readyz and /metrics, which every process serves alike.
    const api = servedRoutes(stack.gateway.app).filter((route) => route.includes(' /api/'));
    expect(api.sort()).toEqual(defined.sort());
  });

  it.each(Object.values(RouteForwards).map((forward) => [forward.route, forward] as const))(
    'route %s is served from its declaration, forwarding to an RPC its service answers',
    (name, { rpc }) => {
      expect(forwardedRoutes(stack.gateway.app)).toContain(name);
      expect(handled(stack.service(rpc.service), 'rpc')).toContain(rpc.pattern);
    },
  );

  it.each(RpcCatalogue.map((rpc) => [rpc.pattern, rpc] as const))(
    'RPC %s is answered by its service alone, and called',
    (_, rpc: RpcContract) => {
      const owners = services.filter((name) =>
        handled(stack.service(name), 'rpc').includes(rpc.pattern),
      );
      expect(owners).toEqual([rpc.service]);
      const group = Object.entries(contracts).find(
        ([name, value]) =>
          name.endsWith('Rpc') &&
          typeof value === 'object' &&
          value !== null &&
          Object.values(value).includes(rpc),
      );
      const callers = sources.filter(({ text }) =>
        calledRpcs(text).some(
          ([g, key]) =>
            g === group?.[0] &&
            (contracts as unknown as Record<string, Record<string, unknown>>)[g]?.[key] === rpc,
        ),
      );
      // A route that only forwards calls its RPC from its declaration in RouteForwards.
      const routes = Object.values(RouteForwards).filter((forward) => forward.rpc === rpc);
      expect([...callers.map((c) => c.file), ...routes.map((r) => r.route)]).not.toHaveLength(0);
    },
  );

  it.each(EventCatalogue.map((event) => [event.name, event] as const))(
    'event %s has a producer and a consumer',
    (_, event: EventContract) => {
      const name = exportNameOf(event);
      const producers = sources.filter(({ text }) =>
        producedEventIdentifiers(text).includes(name ?? '\0'),
      );
      const consumers = services.filter((service) =>
        handled(stack.service(service), 'event').includes(event.name),
      );
      expect({ producers: producers.length > 0, consumers: consumers.length > 0 }).toEqual({
        producers: true,
        consumers: true,
      });
    },
  );
});
