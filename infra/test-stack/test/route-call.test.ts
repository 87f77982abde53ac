import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendApi } from '../src/http-api';
import {
  callRoute,
  callRouteExpectingError,
  callRouteStatus,
  callRouteWithHeaders,
  type ApiSender,
} from '../src/route-call';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * The typed client against a stand-in for the gateway at the protocol level: a plain HTTP server
 * that records what arrives and answers what each test sets, so a wrong answer can be sent.
 */
describe('calling a route by name', () => {
  let server: Server;
  let seen: Seen[] = [];
  let reply: { status: number; body: unknown } = { status: 200, body: {} };
  let sender: ApiSender;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    sender = {
      api: (method, path, options) => sendApi(`http://127.0.0.1:${port}`, method, path, options),
    };
  });
  afterAll(async () => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    seen = [];
  });

  const id = '7f1f0a52-51b3-4c57-9a51-2a4a3f1c2b10';
  const conversation = {
    id,
    title: 'Nights',
    createdAt: '2025-01-02T03:04:05.000Z',
    lastMessageAt: null,
  };

  it('puts the path parameters in the path, the body in JSON and the caller in Authorization', async () => {
    reply = { status: 200, body: conversation };
    const renamed = await callRoute(sender, 'renameConversation', {
      token: 'the-token',
      params: { id: 'a b/c' },
      body: { title: 'Nights' },
    });
    expect(renamed).toEqual(conversation);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      url: '/api/chat/conversations/a%20b%2Fc',
      body: JSON.stringify({ title: 'Nights' }),
    });
    expect(seen[0]?.headers).toMatchObject({
      authorization: 'Bearer the-token',
      'content-type': 'application/json',
    });
  });

  it('puts the query in the address, leaving out what is not set, and sends no body', async () => {
    reply = { status: 200, body: { items: [], unreadCount: 0, nextCursor: null } };
    await callRoute(sender, 'listNotifications', { query: { limit: 5, cursor: undefined } });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/notifications?limit=5', body: '' });
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers['content-type']).toBeUndefined();
  });

  it('answers the body as it was sent: a field the schema does not name is not dropped', async () => {
    reply = { status: 200, body: { ...conversation, passwordHash: 'x' } };
    const renamed = await callRoute(sender, 'renameConversation', {
      params: { id },
      body: { title: 'Nights' },
    });
    expect(renamed).toEqual({ ...conversation, passwordHash: 'x' });
  });

  it('answers the headers beside the answer when asked', async () => {
    reply = { status: 200, body: conversation };
    const { answer, headers } = await callRouteWithHeaders(sender, 'renameConversation', {
      params: { id },
      body: { title: 'Nights' },
    });
    expect(answer.title).toBe('Nights');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('fails loudly on an answer of the wrong shape, naming the route', async () => {
    reply = { status: 200, body: { ...conversation, title: 42 } };
    await expect(
      callRoute(sender, 'renameConversation', { params: { id }, body: { title: 'Nights' } }),
    ).rejects.toThrow(
      /renameConversation \(PUT \/api\/chat\/conversations\/.+\) answered a body that is not its answer's shape/,
    );
  });

  it('fails on any status but the route’s success status, showing the body', async () => {
    reply = { status: 201, body: conversation };
    await expect(
      callRoute(sender, 'renameConversation', { params: { id }, body: { title: 'Nights' } }),
    ).rejects.toThrow(/answered 201, not 200/);
    reply = {
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found', error: 'Not Found' },
    };
    await expect(
      callRoute(sender, 'renameConversation', { params: { id }, body: { title: 'Nights' } }),
    ).rejects.toThrow(/answered 404, not 200: .*NOT_FOUND/);
  });

  describe('expecting an error', () => {
    const notFound = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Not found',
      error: 'Not Found',
    };

    it('answers the status and error body of an error the route declares', async () => {
      reply = { status: 404, body: notFound };
      const refused = await callRouteExpectingError(sender, 'deleteConversation', {
        params: { id },
      });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual(notFound);
      reply = { status: 404, body: { ...notFound, leaked: 'x' } };
      const leaking = await callRouteExpectingError(sender, 'deleteConversation', {
        params: { id },
      });
      expect(leaking.body).toEqual({ ...notFound, leaked: 'x' });
      expect(seen[0]).toMatchObject({ method: 'DELETE', url: `/api/chat/conversations/${id}` });
    });

    it('fails on a success, an undeclared status, a code not declared for it, or a body that is no error', async () => {
      const call = () => callRouteExpectingError(sender, 'deleteConversation', { params: { id } });
      reply = { status: 200, body: { ok: true } };
      await expect(call()).rejects.toThrow(/answered 200, not one of its errors/);
      reply = { status: 409, body: { ...notFound, statusCode: 409, code: 'CONFLICT' } };
      await expect(call()).rejects.toThrow(/answered 409, not one of its errors/);
      reply = { status: 404, body: { ...notFound, code: 'GONE' } };
      await expect(call()).rejects.toThrow(/answered 404 GONE, not one of NOT_FOUND/);
      reply = { status: 404, body: 'Not Found' };
      await expect(call()).rejects.toThrow(/404 is not an error body/);
    });
  });

  it('answers the status of a success or a declared error, and fails on anything else', async () => {
    const status = () =>
      callRouteStatus(sender, 'renameConversation', {
        params: { id },
        body: { title: 'Nights' },
      });
    reply = { status: 200, body: conversation };
    expect(await status()).toBe(200);
    reply = {
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'No', error: 'Not Found' },
    };
    expect(await status()).toBe(404);
    reply = { status: 200, body: { ...conversation, title: 7 } };
    await expect(status()).rejects.toThrow(/not its answer's shape/);
    reply = {
      status: 418,
      body: { statusCode: 418, code: 'TEAPOT', message: 'No', error: 'Teapot' },
    };
    await expect(status()).rejects.toThrow(/answered 418, not one of its errors/);
  });

  it('is typed by the route: each part required exactly when the route has it', () => {
    // Only type-checked (tsc -p infra/test-stack/tsconfig.json), never sent.
    const typed = (s: ApiSender) => [
      callRoute(s, 'listConversations'),
      // @ts-expect-error the path parameter is required
      callRoute(s, 'renameConversation', { body: { title: 'x' } }),
      // @ts-expect-error the body must be the route's
      callRoute(s, 'renameConversation', { params: { id }, body: { name: 'x' } }),
      // @ts-expect-error listConversations takes no body
      callRoute(s, 'listConversations', { body: { title: 'x' } }),
      callRoute(s, 'renameConversation', { params: { id }, body: { title: 'x' } }).then(
        (answer) => {
          // @ts-expect-error the answer is the route's (a Conversation's title is text)
          const title: number = answer.title;
          return title;
        },
      ),
    ];
    expect(typed).toBeInstanceOf(Function);
  });
});
