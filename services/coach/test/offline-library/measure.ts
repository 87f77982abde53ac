import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createPool, prepareDatabase } from '@tend/platform';
import { GuidanceRepository } from '../../src/guidance/guidance.repository';
import { GuidanceLibrary } from '../../src/guidance/library';
import { OfflineCoach } from '../../src/model/offline-coach';
import { LabelledQuestions } from './labelled-questions';

export const RightTopicFirstAim = 0.85;

export interface Measured {
  right: number;
  total: number;
  misses: { question: string; expected: string; got: string }[];
}

/** Migrates a database, seeds the library, and ranks every labelled question by PostgreSQL. */
export async function measureOfflineLibrary(databaseUrl: string): Promise<Measured> {
  await prepareDatabase(databaseUrl, path.join(__dirname, '../../migrations'));
  const pool = createPool(databaseUrl, { max: 2 });
  try {
    const repository = new GuidanceRepository(drizzle({ client: pool }));
    await repository.seed(GuidanceLibrary);
    const coach = new OfflineCoach(repository);
    const misses: Measured['misses'] = [];
    for (const [question, expected] of LabelledQuestions) {
      const [first] = await coach.rank(question);
      const got = first ? (first.kind === 'topic' ? first.slug : `document: ${first.title}`) : '-';
      if (got !== expected) misses.push({ question, expected, got });
    }
    const total = LabelledQuestions.length;
    return { right: total - misses.length, total, misses };
  } finally {
    await pool.end();
  }
}

export const summary = ({ right, total }: Measured) =>
  `right topic first: ${right}/${total} (${((100 * right) / total).toFixed(1)}%)`;
