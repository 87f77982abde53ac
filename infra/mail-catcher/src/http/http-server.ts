import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { MailStore } from '../mail-store';
import { inboxPage, messagePage, notFoundPage } from './pages';

// No script may run on these pages, whatever an e-mail holds; images and inline styles may.
const pageSecurityHeaders = {
  'Content-Security-Policy':
    "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
};

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    ...pageSecurityHeaders,
    'Content-Type': 'text/html; charset=utf-8',
  });
  response.end(html);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

function methodNotAllowed(response: ServerResponse, allowed: string): void {
  response.writeHead(405, { Allow: allowed, 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ error: 'method not allowed' }));
}

/** Routes of the inbox: the pages for people, `/api/*` for tests and scripts. */
function handle(store: MailStore, request: IncomingMessage, response: ServerResponse): void {
  const { pathname } = new URL(request.url ?? '/', 'http://mail-catcher');
  const method = request.method ?? 'GET';
  const read = method === 'GET' || method === 'HEAD';
  const messageId = /^\/(?:api\/)?messages\/([^/]+)$/.exec(pathname)?.[1];

  if (pathname === '/healthz') {
    if (!read) return methodNotAllowed(response, 'GET, HEAD');
    return sendJson(response, 200, { status: 'ok' });
  }
  if (pathname === '/') {
    if (!read) return methodNotAllowed(response, 'GET, HEAD');
    return sendHtml(response, 200, inboxPage(store.list()));
  }
  if (pathname === '/api/messages') {
    if (method === 'DELETE') {
      store.clear();
      response.writeHead(204).end();
      return;
    }
    if (!read) return methodNotAllowed(response, 'GET, HEAD, DELETE');
    return sendJson(response, 200, store.list().reverse());
  }
  if (messageId !== undefined) {
    if (!read) return methodNotAllowed(response, 'GET, HEAD');
    const mail = store.get(decodeURIComponent(messageId));
    const api = pathname.startsWith('/api/');
    if (!mail)
      return api
        ? sendJson(response, 404, { error: 'no such message' })
        : sendHtml(response, 404, notFoundPage());
    return api ? sendJson(response, 200, mail) : sendHtml(response, 200, messagePage(mail));
  }
  return pathname.startsWith('/api/')
    ? sendJson(response, 404, { error: 'not found' })
    : sendHtml(response, 404, notFoundPage());
}

export function createInboxServer(store: MailStore): http.Server {
  return http.createServer((request, response) => {
    try {
      handle(store, request, response);
    } catch {
      // A malformed address (a bad percent escape) is the only way to get here.
      if (!response.headersSent) sendJson(response, 400, { error: 'bad request' });
      else response.destroy();
    }
  });
}
