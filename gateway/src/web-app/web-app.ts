import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Language } from '@tend/contracts';
import {
  loadPrerenderedPages,
  prerenderedDir,
  type PageLanguages,
  type PageSettings,
  type PrerenderedPage,
} from './prerendered-pages';

/**
 * The built web app, when there is one: its files are served; a public page rendered at build
 * time answers its address, and index.html every other client route.
 */
export class WebApp {
  readonly indexHtml?: string;
  private readonly prerendered = new Map<string, PageLanguages>();

  constructor(
    readonly root: string,
    settings?: PageSettings,
  ) {
    const index = path.join(root, 'index.html');
    this.indexHtml = root && existsSync(index) ? readFileSync(index, 'utf8') : undefined;
    if (this.indexHtml && settings) this.prerendered = loadPrerenderedPages(root, settings);
  }

  /** A browser navigation to a client route (not an API call, not a file). */
  answers(method: string, url: string): boolean {
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    return Boolean(this.indexHtml) && !isApi && (method === 'GET' || method === 'HEAD');
  }

  /**
   * The HTML for a navigation to `url`: the page rendered for this address in `language` when
   * there is one, so its content shows before any script runs, in her words; otherwise the app
   * shell (which starts in her language itself). Someone with a session gets the shell, which
   * shows their own screen rather than a visitor's.
   */
  pageFor(url: string, hasSession: boolean, language: Language): PrerenderedPage | undefined {
    const [pathname, query] = url.split('?', 2);
    const page = hasSession ? undefined : this.prerendered.get(pathname)?.get(language);
    return page && !(page.readsQuery && query) ? page : undefined;
  }

  async register(app: NestFastifyApplication): Promise<void> {
    if (!this.indexHtml) return;
    await app.register(fastifyStatic, {
      root: this.root,
      wildcard: false,
      index: false,
      maxAge: '1h',
      // Served at their own addresses only (pageFor), never as files.
      globIgnore: [`${prerenderedDir}/**`],
    });
  }
}
