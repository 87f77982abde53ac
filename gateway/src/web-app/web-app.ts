import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** The built web app, when there is one: its files are served, and its index.html answers client routes. */
export class WebApp {
  readonly indexHtml?: string;

  constructor(readonly root: string) {
    const index = path.join(root, 'index.html');
    this.indexHtml = root && existsSync(index) ? readFileSync(index, 'utf8') : undefined;
  }

  /** A browser navigation to a client route (not an API call, not a file). */
  answers(method: string, url: string): boolean {
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    return Boolean(this.indexHtml) && !isApi && (method === 'GET' || method === 'HEAD');
  }

  async register(app: NestFastifyApplication): Promise<void> {
    if (!this.indexHtml) return;
    await app.register(fastifyStatic, {
      root: this.root,
      wildcard: false,
      index: false,
      maxAge: '1h',
    });
  }
}
