import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { errorBody } from '../http/error-body';

/**
 * Serves the built web app; any path that is neither an API call nor a file gets index.html, so
 * the client's router answers it (including its own 404 page). Unknown API paths stay JSON 404s.
 */
export async function serveWebApp(app: NestFastifyApplication, distDir: string): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const root = distDir ? path.resolve(distDir) : '';
  const hasWebApp = Boolean(root) && existsSync(path.join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  fastify.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      void reply.header('cache-control', 'no-cache').sendFile('index.html');
      return;
    }
    void reply.status(404).send(errorBody(404, `There is nothing at ${request.method} ${request.url.split('?')[0]}.`));
  });
}
