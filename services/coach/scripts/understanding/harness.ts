import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createPool, prepareDatabase } from '@tend/platform';
import { TestNamespace } from '@tend/platform/testing';
import type { Embedder } from '../../src/embedding/embedder';
import { oneEncoder } from '../../src/embedding/sentence-encoders';
import { scriptEmbedder } from '../encoder';
import { GuidanceRepository } from '../../src/guidance/guidance.repository';
import { GuidanceLibrary } from '../../src/guidance/library';
import { MessageUnderstanding } from '../../src/understanding/message-understanding';
import { readShippedVectors } from '../../src/understanding/shipped-vectors';
import { TopicVectorsRepository } from '../../src/understanding/topic-vectors.repository';

/**
 * The coach's understanding on a scratch database of its own (migrated, the library and its
 * vectors seeded), as the service runs it: reading with `embedder` and, beside it, the encoder
 * server (`null`, or `--encoder local` or `--encoder server` on the command line: one alone);
 * `close()` drops the database.
 */
export async function understandingHarness(
  embedder: Embedder = scriptEmbedder('understanding'),
  beside: Embedder | null = scriptEmbedder('safety'),
): Promise<{
  understanding: MessageUnderstanding;
  guidance: GuidanceRepository;
  close: () => Promise<void>;
}> {
  const namespace = new TestNamespace();
  const url = namespace.databaseUrl('coach');
  await prepareDatabase(url, path.join(__dirname, '../../migrations'));
  const pool = createPool(url, { max: 4 });
  const db = drizzle({ client: pool });
  const guidance = new GuidanceRepository(db);
  const vectors = new TopicVectorsRepository(db);
  await guidance.seed(GuidanceLibrary);
  const second = beside && beside.id !== embedder.id ? beside : undefined;
  for (const reader of [embedder, second])
    if (reader) await vectors.refresh(GuidanceLibrary, reader, readShippedVectors(reader.id));
  return {
    understanding: new MessageUnderstanding(
      guidance,
      vectors,
      oneEncoder(embedder),
      second && oneEncoder(second),
    ),
    guidance,
    close: async () => {
      await pool.end();
      await namespace.cleanup();
    },
  };
}
