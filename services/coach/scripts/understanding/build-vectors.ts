/**
 * Computes the vector of every title and example in the library (learned ones included) and writes
 * models/topic-vectors.json (run after editing the library: `npm run understanding:vectors`).
 */
import { writeFileSync } from 'node:fs';
import { localEmbedder } from '../../src/embedding/local-embedder';
import { GuidanceLibrary } from '../../src/guidance/library';
import { ShippedVectorsPath, shippedVectorsFile } from '../../src/understanding/shipped-vectors';
import { libraryTexts } from '../../src/understanding/topic-texts';

async function main() {
  const embedder = localEmbedder();
  const texts = [...new Map(libraryTexts(GuidanceLibrary).map((t) => [t.hash, t])).values()];
  const entries: { hash: string; vector: number[] }[] = [];
  for (let i = 0; i < texts.length; i += 64) {
    const batch = texts.slice(i, i + 64);
    const vectors = await embedder.embed(batch.map((t) => t.text));
    batch.forEach((t, j) => entries.push({ hash: t.hash, vector: vectors[j] ?? [] }));
  }
  writeFileSync(ShippedVectorsPath, `${shippedVectorsFile(embedder.id, entries)}\n`);
  console.log(`${entries.length} vectors written to ${ShippedVectorsPath}`);
}

void main();
