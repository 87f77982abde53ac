/**
 * Embeddings of the labelled sets, kept on disk (var/, not committed) so training and measuring
 * again costs no model time for messages already seen.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Embedder } from '../../src/embedding/embedder';

export const CacheDir = join(__dirname, '../../../../var/safety-embeddings');

export async function embedAll(embedder: Embedder, texts: readonly string[]): Promise<number[][]> {
  const file = join(CacheDir, `${embedder.id}.json`);
  const cache = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<
    string,
    number[]
  >;
  const key = (text: string) => createHash('sha1').update(text).digest('hex');
  const missing = [...new Set(texts.filter((t) => !cache[key(t)]))];
  const save = () => {
    mkdirSync(CacheDir, { recursive: true });
    writeFileSync(file, JSON.stringify(cache));
  };
  for (let i = 0; i < missing.length; i += 64) {
    const batch = missing.slice(i, i + 64);
    const vectors = await embedder.embed(batch);
    batch.forEach(
      (text, j) => (cache[key(text)] = vectors[j].map((x) => Number(x.toPrecision(6)))),
    );
    // Kept every few thousand, so a run stopped midway (or a long first fill) loses little.
    if ((i / 64) % 40 === 39) save();
  }
  if (missing.length > 0) save();
  return texts.map((t) => cache[key(t)]);
}
