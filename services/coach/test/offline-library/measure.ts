import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createPool, prepareDatabase } from '@tend/platform';
import { GuidanceRepository } from '../../src/guidance/guidance.repository';
import { GuidanceLibrary } from '../../src/guidance/library';
import { OfflineCoach } from '../../src/model/offline-coach';
import { HeldOut, LabelledQuestions } from './labelled-questions';

export const RightTopicFirstAim = 0.85;

export interface Measured {
  right: number;
  total: number;
  /** Of the held-out questions (written last, never tuned for). */
  heldOutRight: number;
  heldOut: number;
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
    let heldOutMisses = 0;
    for (const [at, [question, expected]] of LabelledQuestions.entries()) {
      const [first] = await coach.rank(question);
      const got = first ? (first.kind === 'topic' ? first.slug : `document: ${first.title}`) : '-';
      if (got === expected) continue;
      misses.push({ question, expected, got });
      if (at >= LabelledQuestions.length - HeldOut) heldOutMisses += 1;
    }
    const total = LabelledQuestions.length;
    return {
      right: total - misses.length,
      total,
      heldOutRight: HeldOut - heldOutMisses,
      heldOut: HeldOut,
      misses,
    };
  } finally {
    await pool.end();
  }
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

export const summary = ({ right, total, heldOutRight, heldOut }: Measured) =>
  `right topic first: ${right}/${total} (${percent(right, total)})\n` +
  `  of which held out (never tuned for): ${heldOutRight}/${heldOut} (${percent(heldOutRight, heldOut)})`;
