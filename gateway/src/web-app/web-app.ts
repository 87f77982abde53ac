import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Language } from '@tend/contracts';
import { loadFirstScreenShells, servedHtml, type ServedHtml } from './first-screen-shells';
import {
  loadPrerenderedPages,
  prerenderedDir,
  type PageSettings,
  type Prerendered,
  type PrerenderedPage,
} from './prerendered-pages';

/** Where the bundler puts the files it names by their content. */
const hashedAssetsDir = 'assets';

/**
 * The built web app, when there is one: its files are served; a public page rendered at build
 * time answers its address, and index.html every other client route.
 */
export class WebApp {
  readonly indexHtml?: string;
  private readonly prerendered: Prerendered = { pages: new Map(), shells: new Map() };
  private readonly shell?: ServedHtml;
  private readonly firstScreenShells = new Map<string, ServedHtml>();

  constructor(
    readonly root: string,
    settings?: PageSettings,
  ) {
    const index = path.join(root, 'index.html');
    this.indexHtml = root && existsSync(index) ? readFileSync(index, 'utf8') : undefined;
    if (!this.indexHtml) return;
    this.shell = servedHtml(this.indexHtml);
    this.firstScreenShells = loadFirstScreenShells(root, this.indexHtml);
    if (settings) this.prerendered = loadPrerenderedPages(root, settings);
  }

  /** A browser navigation to a client route (not an API call, not a file). */
  answers(method: string, url: string): boolean {
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    return Boolean(this.indexHtml) && !isApi && (method === 'GET' || method === 'HEAD');
  }

  /**
   * The HTML for a navigation to `url`: the page rendered for this address in `language` when
   * there is one, so its content shows before any script runs, in her words; otherwise the app
   * shell (which starts in her language itself). Someone with a session gets the frame of her
   * screen rendered without her data where there is one (Home, the coach), which the app replaces
   * with her own once it knows her, else the app shell: never a page rendered for visitors.
   */
  pageFor(url: string, hasSession: boolean, language: Language): PrerenderedPage | undefined {
    const [pathname, query] = url.split('?', 2);
    const { pages, shells } = this.prerendered;
    const page = (hasSession ? shells : pages).get(pathname)?.get(language);
    return page && !(page.readsQuery && query) ? page : undefined;
  }

  /**
   * The app shell for a navigation to `url` that no rendered page answers: for someone with a
   * session, the one naming her first screen's files when the address has one.
   */
  shellFor(url: string, hasSession: boolean): ServedHtml | undefined {
    const pathname = url.split('?', 1)[0];
    return (hasSession && this.firstScreenShells.get(pathname)) || this.shell;
  }

  async register(app: NestFastifyApplication): Promise<void> {
    if (!this.indexHtml) return;
    await app.register(fastifyStatic, {
      root: this.root,
      wildcard: false,
      index: false,
      maxAge: '1h',
      // Each file beside its Brotli and gzip copies (web/scripts/precompress.ts): the smallest the
      // browser accepts goes, with nothing compressed per request.
      preCompressed: true,
      // The bundler's files are named by their content: a name never changes meaning.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}${hashedAssetsDir}${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
      // Served at their own addresses only (pageFor), never as files.
      globIgnore: [`${prerenderedDir}/**`],
    });
  }
}
