import { existsSync, readFileSync } from 'node:fs';
import { modelPath } from '../embedding/model-files';
import { z } from 'zod';
import { packVectors, unpackVectors } from '../safety/scoring/neighbours';

/**
 * The library's vectors, computed once by `scripts/understanding/build-vectors.ts` and shipped
 * beside the package (models/), so a fresh database is seeded in a moment instead of embedding
 * thousands of texts; a text not in the file (a topic edited since) is embedded at seed time.
 */
export const TopicVectorsFile = 'topic-vectors.json';
export const shippedVectorsPath = (encoder: string, file = TopicVectorsFile) =>
  modelPath(encoder, file);

const ShippedFile = z.object({
  embedder: z.string(),
  dimensions: z.number().int().positive(),
  hashes: z.array(z.string()),
  packed: z.object({ bytes: z.string(), scales: z.array(z.number()) }),
});

/** Vectors by the hash of their text, for one embedder. */
export interface ShippedVectors {
  embedder: string;
  byHash: Map<string, Float32Array>;
}

/** `file`: the library's topic texts by default; the direct answers' phrasings have their own. */
export function readShippedVectors(
  encoder: string,
  name = TopicVectorsFile,
): ShippedVectors | undefined {
  const path = shippedVectorsPath(encoder, name);
  if (!existsSync(path)) return undefined;
  const file = ShippedFile.parse(JSON.parse(readFileSync(path, 'utf8')));
  const vectors = unpackVectors(file.packed, file.dimensions);
  return {
    embedder: file.embedder,
    byHash: new Map(file.hashes.map((hash, i) => [hash, vectors[i]])),
  };
}

export function shippedVectorsFile(
  embedder: string,
  entries: readonly { hash: string; vector: readonly number[] }[],
): string {
  return JSON.stringify({
    embedder,
    dimensions: entries[0]?.vector.length ?? 0,
    hashes: entries.map((entry) => entry.hash),
    packed: packVectors(entries.map((entry) => entry.vector)),
  });
}
