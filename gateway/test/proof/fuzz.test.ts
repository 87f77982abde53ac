import { everyService, type SignedUpCaregiver, signUp, TestStack } from '@tend/test-stack';
import { oddBodies, oddIds, oddValues, oversizedBodies } from './bad-input';

const services = everyService;

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Routes whose own purpose would be defeated by a fuzzer (it would sign the caller out or delete them). */
const skipped = new Set([
  'delete /api/auth/account',
  'post /api/auth/logout',
  'get /api/logout',
  'post /api/auth/sessions/revoke-others',
]);

/** zod's own wording: a schema that is missing the sentence a person should read. */
const libraryWording =
  /^(Invalid input|Invalid option|Too (big|small):|Unrecognized key)|expected .+, received/;

/** The message of a 4xx answer, if it is one a person can act on. */
function clearMessage(body: unknown): boolean {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' && !libraryWording.test(message);
}

/**
 * Sends every route of the OpenAPI document wrong types, missing and extra fields, huge and odd
 * strings, malformed and oversized bodies, odd ids, as anonymous, another user and the owner. The
 * rule: a 4xx with a clear message (or a 2xx where the input happens to be acceptable), never a 5xx.
 */
describe('bad input, every route', () => {
  let stack: TestStack;
  let owner: SignedUpCaregiver;
  let other: SignedUpCaregiver;
  let operations: { method: string; path: string; fields: string[] }[];

  beforeAll(async () => {
    stack = await TestStack.start(services, { FEATURE_ELIGIBILITY_ENABLED: 'true' });
    owner = await signUp(stack, 'Fuzz');
    other = await signUp(stack, 'Other');
    const document = (
      await stack.api<{ paths: Record<string, Record<string, Operation>> }>(
        'GET',
        '/api/docs/openapi.json',
      )
    ).body;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => !skipped.has(`${method} ${path}`))
        .map(([method, operation]) => ({
          method,
          path,
          fields: Object.keys(
            operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
          ),
        })),
    );
  }, 120_000);
  afterAll(async () => stack?.stop());

  it('answers no 5xx to any of it, every 4xx with a clear message, and keeps serving', async () => {
    let tried = 0;
    const broken: string[] = [];
    const unclear = new Map<string, string>();
    const send = async (method: string, path: string, options: Parameters<TestStack['api']>[2]) => {
      tried += 1;
      const response = await stack.api(method.toUpperCase(), path, options);
      if (response.status >= 400 && response.status < 500 && !clearMessage(response.body))
        unclear.set(`${method.toUpperCase()} ${path.split('?')[0]}`, JSON.stringify(response.body));
      if (response.status >= 500)
        broken.push(
          `${response.status} ${method.toUpperCase()} ${path} ${JSON.stringify(options?.body ?? options?.rawBody ?? '').slice(0, 80)}`,
        );
    };
    for (const operation of operations) {
      const paths = operation.path.includes('{')
        ? oddIds.map((id) => operation.path.replace(/\{[^}]+\}/g, id))
        : [operation.path];
      for (const token of [undefined, other.token, owner.token]) {
        const noBody = operation.method === 'get' || operation.method === 'head';
        for (const path of paths)
          await send(operation.method, path, noBody ? { token } : { token, body: {} });
        const path = paths[0];
        // Every content type and size on every route that may carry a body (DELETE too).
        if (!noBody)
          for (const body of oddBodies)
            await send(operation.method, path, {
              token,
              rawBody: body.rawBody,
              headers: { 'content-type': body.contentType },
            });
        if (operation.method === 'get' || operation.method === 'delete') {
          for (const value of oddValues.slice(0, 8))
            await send(
              operation.method,
              `${path}?q=${encodeURIComponent(String(value))}&limit=${encodeURIComponent(String(value))}&cursor=${encodeURIComponent(String(value))}`,
              { token },
            );
          continue;
        }
        for (const field of operation.fields) {
          for (const value of oddValues)
            await send(operation.method, path, { token, body: { [field]: value } });
        }
        await send(operation.method, path, {
          token,
          body: Object.fromEntries(operation.fields.map((f) => [f, 'x'.repeat(50_000)])),
        });
        await send(operation.method, path, {
          token,
          body: { unexpected: true, ...Object.fromEntries(operation.fields.map((f) => [f, null])) },
        });
      }
    }
    process.stdout.write(
      `\nfuzz: ${tried} requests over ${operations.length} routes, ${broken.length} answered 5xx, ` +
        `${unclear.size} routes answered a 4xx without a clear message\n${broken.slice(0, 40).join('\n')}\n`,
    );
    expect(broken).toEqual([]);
    expect(Object.fromEntries(unclear)).toEqual({});
    expect((await stack.api('GET', '/api/auth/user', { token: owner.token })).status).toBe(200);
  }, 600_000);

  it('answers every oversized body on every route with a 413 (or 415 for a type it does not read) the client reads', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      if (operation.method === 'get' || operation.method === 'head') continue;
      const path = operation.path.replace(/\{[^}]+\}/g, oddIds[5]);
      for (const body of oversizedBodies()) {
        const response = await stack.api(operation.method.toUpperCase(), path, {
          token: owner.token,
          rawBody: body.rawBody,
          headers: { 'content-type': body.contentType },
        });
        // A type the API does not read may be refused as such (415) before its size; the signed
        // upload link takes files up to its own limit, and a link that is not valid is refused first;
        // an update's photo too, refused without the file's name (400).
        const expected = [
          413,
          ...(body.contentType === 'application/json' ? [] : [415]),
          ...(path.startsWith('/api/chat/files/') ? [403] : []),
          ...(path.endsWith('/updates/files') ? [400] : []),
        ];
        if (!expected.includes(response.status))
          wrong.push(
            `${response.status} ${operation.method.toUpperCase()} ${path} ${body.contentType}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
