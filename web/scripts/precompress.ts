/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, so the
 * gateway sends the smallest its browser accepts without compressing on each request
 * (@fastify/static's `preCompressed`). On a slow phone network the download is most of a first
 * visit: the framework chunk is 325 KB as it is, about 90 KB in Brotli.
 * Run after `vite build`: `tsx scripts/precompress.ts`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The bundler's output: the public pages are compressed by the gateway when it loads them. */
const assetsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'assets');
const compressible = /\.(js|css|svg|json)$/;
/** Smaller files gain nothing worth a header's bytes. */
const minimumBytes = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

let before = 0;
let after = 0;
for (const file of filesUnder(assetsDir)) {
  if (!compressible.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < minimumBytes) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  before += content.length;
  after += brotli.length;
}
console.log(
  `Precompressed the build: ${Math.round(before / 1024)} KB of text, ${Math.round(after / 1024)} KB in Brotli`,
);
