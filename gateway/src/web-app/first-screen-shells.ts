import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** A page of the web app as it is sent: its HTML, and the same compressed once at start. */
export interface ServedHtml {
  html: string;
  gzipped: Buffer;
}

/** dist/.vite/first-screens.json, as the web build writes it (web/scripts/first-screens.ts). */
type FirstScreensFile = Record<string, string[]>;

export function servedHtml(html: string): ServedHtml {
  return { html, gzipped: gzipSync(html, { level: 9 }) };
}

/** The tags that have the browser fetch `files` now, for a script or style to use later. */
function preloadTags(files: string[]): string {
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('\n    ');
}

/**
 * The app shell for each address a signed-in caregiver may open the app at, naming the files of
 * that address's first screen: on a slow phone they download beside the entry rather than after
 * it has run (about a second sooner under a phone's network and processor). None when the build
 * wrote no list.
 */
export function loadFirstScreenShells(root: string, indexHtml: string): Map<string, ServedHtml> {
  const shells = new Map<string, ServedHtml>();
  const listFile = path.join(root, '.vite', 'first-screens.json');
  if (!existsSync(listFile) || !indexHtml.includes('</head>')) return shells;
  const screens = JSON.parse(readFileSync(listFile, 'utf8')) as FirstScreensFile;
  for (const [address, files] of Object.entries(screens))
    shells.set(
      address,
      servedHtml(indexHtml.replace('</head>', `  ${preloadTags(files)}\n  </head>`)),
    );
  return shells;
}
