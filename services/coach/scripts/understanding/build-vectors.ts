/**
 * Computes the vector of every title and example in the library (learned ones included) and writes
 * the encoder's topic-vectors.json (run after editing the library, once per encoder:
 * `npx tsx services/coach/scripts/understanding/build-vectors.ts [--encoder local]`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { GuidanceLibrary } from '../../src/guidance/library';
import { learnedExamples } from '../../src/understanding/learned-examples';
import { shippedVectorsFile, shippedVectorsPath } from '../../src/understanding/shipped-vectors';
import { libraryTexts } from '../../src/understanding/topic-texts';
import { embedAll } from '../safety/embedding-cache';
import { scriptEmbedder } from '../encoder';

async function main() {
  const embedder = scriptEmbedder('understanding');
  const all = libraryTexts(GuidanceLibrary, learnedExamples());
  const texts = [...new Map(all.map((t) => [t.hash, t])).values()];
  const vectors = await embedAll(
    embedder,
    texts.map((t) => t.text),
  );
  const entries = texts.map((t, i) => ({ hash: t.hash, vector: vectors[i] ?? [] }));
  const path = shippedVectorsPath(embedder.id);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${shippedVectorsFile(embedder.id, entries)}\n`);
  console.log(`${entries.length} vectors written to ${path}`);
}

void main();
