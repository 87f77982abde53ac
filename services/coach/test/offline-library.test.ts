import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { QuickQuestions } from '@tend/contracts';
import { createPool, type Database } from '@tend/platform';
import { TestNamespace } from '@tend/platform/testing';
import { GuidanceRepository } from '../src/guidance/guidance.repository';
import { GuidanceLibrary } from '../src/guidance/library';
import { QuickQuestionTopics } from '../src/guidance/quick-topics';
import { KnowledgeRepository } from '../src/knowledge/knowledge.repository';
import { OfflineCoach } from '../src/model/offline-coach';
import { LabelledQuestions } from './offline-library/labelled-questions';
import {
  measureOfflineLibrary,
  RightTopicFirstAim,
  summary,
  type Measured,
} from './offline-library/measure';

describe('offline guidance library (real PostgreSQL)', () => {
  const namespace = new TestNamespace();
  const url = namespace.databaseUrl('coach');
  let pool: Pool;
  let db: Database;
  let guidance: GuidanceRepository;
  let coach: OfflineCoach;
  let measured: Measured;

  beforeAll(async () => {
    measured = await measureOfflineLibrary(url); // migrates and seeds too
    process.stdout.write(`${summary(measured)}\n`);
    pool = createPool(url, { max: 2 });
    db = drizzle({ client: pool });
    guidance = new GuidanceRepository(db);
    coach = new OfflineCoach(guidance);
  });
  afterAll(async () => {
    await pool?.end();
    await namespace.cleanup();
  });

  const count = async () =>
    Number(
      (await pool.query<{ n: string }>('select count(*) as n from guidance_topics')).rows[0]?.n,
    );

  it('puts the right topic first for at least 85% of the labelled questions', () => {
    expect(measured.total).toBeGreaterThanOrEqual(150);
    const slugs = new Set(GuidanceLibrary.map((topic) => topic.slug));
    expect(LabelledQuestions.filter(([, slug]) => !slugs.has(slug))).toEqual([]);
    expect(measured.right / measured.total).toBeGreaterThanOrEqual(RightTopicFirstAim);
  });

  it('seeds once: a second start changes nothing, an edited topic is updated, a dropped one removed', async () => {
    expect(await count()).toBe(GuidanceLibrary.length);
    await guidance.seed(GuidanceLibrary);
    expect(await count()).toBe(GuidanceLibrary.length);

    const [first, ...rest] = GuidanceLibrary;
    if (!first) throw new Error('empty library');
    await guidance.seed([
      { ...first, keywords: `${first.keywords} zanzibarish` },
      ...rest.slice(1),
    ]);
    expect(await count()).toBe(GuidanceLibrary.length - 1);
    const [hit] = await guidance.search('zanzibarish', 1);
    expect(hit).toMatchObject({ kind: 'topic', slug: first.slug });

    await guidance.seed(GuidanceLibrary);
    expect(await count()).toBe(GuidanceLibrary.length);
    expect(await guidance.search('zanzibarish', 1)).toEqual([]);
  });

  it.each(QuickQuestions)('answers the quick question "%s" with its own topic first', async (q) => {
    const [first] = await coach.rank(q);
    expect(first).toMatchObject({ kind: 'topic', slug: QuickQuestionTopics[q] });
  });

  it('ranks approved discovered documents on the same scale as the built-in topics', async () => {
    const knowledge = new KnowledgeRepository(db);
    const doc = {
      documentId: randomUUID(),
      sourceId: randomUUID(),
      url: 'https://caregiving.example.org/hoarding',
      canonicalUrl: 'https://caregiving.example.org/hoarding',
      title: 'Hoarding and clutter in older adults',
      headings: ['When the house fills up'],
      category: 'Home',
      text: 'Hoarding can make a home unsafe: blocked exits, falls and fire. Start small, one shelf at a time, and ask before throwing anything away.',
      language: 'en',
      contentHash: 'c'.repeat(64),
      publishedAt: new Date().toISOString(),
    };
    await db.transaction((tx) => knowledge.upsert(tx, doc));
    const hits = await coach.rank('my father is hoarding and the house is full of clutter');
    expect(hits[0]).toMatchObject({ kind: 'document', url: doc.canonicalUrl });
    expect(hits[0]?.kind === 'document' && hits[0].excerpt).toContain('Hoarding');
    expect(hits.slice(1).some((hit) => hit.kind === 'topic')).toBe(true);

    const falls = await coach.rank('Fall prevention tips');
    expect(falls[0]).toMatchObject({ kind: 'topic', slug: 'falls' });
  });

  it('finds nothing for words it has no guidance on, and nothing for an empty question', async () => {
    expect(await coach.rank('the the and of')).toEqual([]);
    expect(await guidance.search('', 3)).toEqual([]);
  });
});
