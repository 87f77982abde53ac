import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { webDist } from './browser';

/** What the web build's size report writes beside its manifest (web/scripts/route-bundles.ts). */
interface RouteBundleLists {
  /** By language other than English, every file of its words: an English reader fetches none. */
  languageOnly: Record<string, string[]>;
  /** What each first download may weigh, gzip, in KB (`firstDownloadAimsKB`). */
  aimsKB: { landing: number };
}

export function routeBundleLists(): RouteBundleLists {
  const lists = path.join(webDist, '.vite/route-bundles.json');
  if (!existsSync(lists)) throw new Error(`${lists} is missing: run \`npm run build -w web\`.`);
  const read = JSON.parse(readFileSync(lists, 'utf8')) as Partial<RouteBundleLists>;
  if (!read.languageOnly || !read.aimsKB)
    throw new Error(`${lists} is from an older build: run \`npm run build -w web\`.`);
  return read as RouteBundleLists;
}

/** The built files (`assets/…`) a page fetches from opening `url` until its network is idle. */
export async function filesFetched(page: Page, url: string): Promise<string[]> {
  const files: string[] = [];
  const record = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) files.push(pathname.slice(1));
  };
  page.on('request', record);
  try {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', record);
  }
  return [...new Set(files)];
}

/**
 * The JavaScript of `files`, gzip at level 9 as the size report measures it (the gateway sends
 * Brotli when asked, a little smaller), in KB.
 */
export function javaScriptKB(files: string[]): number {
  const bytes = files
    .filter((file) => file.endsWith('.js'))
    .reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length,
      0,
    );
  return bytes / 1024;
}
