import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { QuickQuestions } from '@tend/contracts';
import { createPool, prepareDatabase, type Database } from '@tend/platform';
import { TestNamespace } from '@tend/platform/testing';
import path from 'node:path';
import { oneEncoder } from '../src/embedding/sentence-encoders';
import { scriptEmbedder } from '../scripts/encoder';
import { GuidanceRepository } from '../src/guidance/guidance.repository';
import { GuidanceLibrary } from '../src/guidance/library';
import { QuickQuestionTopics } from '../src/guidance/quick-topics';
import { KnowledgeRepository } from '../src/knowledge/knowledge.repository';
import { OfflineCoach } from '../src/model/offline-coach';
import { learnedExamples } from '../src/understanding/learned-examples';
import { MessageUnderstanding } from '../src/understanding/message-understanding';
import { DirectAnswerFinder } from '../src/guidance/direct-answers/direct-answer-finder';
import { readShippedVectors } from '../src/understanding/shipped-vectors';
import { TopicVectorsRepository } from '../src/understanding/topic-vectors.repository';

describe('the offline coach’s library and understanding (real PostgreSQL)', () => {
  const namespace = new TestNamespace();
  const url = namespace.databaseUrl('coach');
  let pool: Pool;
  let db: Database;
  let guidance: GuidanceRepository;
  let vectors: TopicVectorsRepository;
  let understanding: MessageUnderstanding;
  let coach: OfflineCoach;
  const embedder = scriptEmbedder('understanding');
  const shipped = readShippedVectors(embedder.id);

  beforeAll(async () => {
    await prepareDatabase(url, path.join(__dirname, '../migrations'));
    pool = createPool(url, { max: 2 });
    db = drizzle({ client: pool });
    guidance = new GuidanceRepository(db);
    vectors = new TopicVectorsRepository(db);
    understanding = new MessageUnderstanding(guidance, vectors, oneEncoder(embedder));
    coach = new OfflineCoach(guidance, understanding, new DirectAnswerFinder(oneEncoder(embedder)));
    await guidance.seed(GuidanceLibrary);
    await vectors.refresh(GuidanceLibrary, embedder, shipped);
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    await namespace.cleanup();
  });

  const count = async (table: string) =>
    Number((await pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);

  it('ships a vector for every title and example, written or learned, so a fresh database needs no embedding', async () => {
    expect(await vectors.refresh(GuidanceLibrary, embedder, shipped)).toBe(0);
    const written = GuidanceLibrary.reduce(
      (sum, t) => sum + 2 + t.examples.length + t.es.examples.length,
      0,
    );
    const learned = [...learnedExamples().values()].flat().length;
    expect(learned).toBeGreaterThan(0);
    expect(await count('topic_vectors')).toBe(written + learned);
  });

  it('rewrites only what changed: an edited example gets a new vector, a dropped topic goes', async () => {
    // The second topic is left out: the seed drops it.
    const [first, , ...rest] = GuidanceLibrary;
    if (!first) throw new Error('empty library');
    const edited = { ...first, examples: [...first.examples.slice(1), 'zanzibar night terrors'] };
    const changed = [edited, ...rest];
    await guidance.seed(changed);
    // The edited example and every example after it moved: they get new vectors.
    expect(await vectors.refresh(changed, embedder, shipped)).toBe(first.examples.length);
    expect(await count('guidance_topics')).toBe(GuidanceLibrary.length - 1);

    await guidance.seed(GuidanceLibrary);
    await vectors.refresh(GuidanceLibrary, embedder, shipped);
    understanding.forget();
    expect(await count('guidance_topics')).toBe(GuidanceLibrary.length);
  });

  it.each(QuickQuestions)('answers the quick question "%s" with its own topic first', async (q) => {
    const topic = GuidanceLibrary.find((t) => t.slug === QuickQuestionTopics[q]);
    const { content } = await coach.answer(q, []);
    expect(content.split('\n\n').find((p) => p.startsWith('**'))).toBe(`**${topic?.title}**`);
  });

  it('reads the language and each request of a message', async () => {
    const spanish = await understanding.understand(
      'mi esposo con alzheimer me acusa de robarle la cartera que el mismo escondio',
    );
    expect(spanish.language).toBe('es');
    expect(spanish.requests[0]?.slug).toBe('dementia-accusations');
    const two = await understanding.understand(
      'My mom’s blood sugar keeps swinging really high and then low. Also my boss says I will lose my job if I keep missing work to take her to appointments.',
    );
    expect(two.requests.map((r) => r.slug)).toEqual(
      expect.arrayContaining(['diabetes', expect.stringMatching(/^(fmla|working-caregiver)$/)]),
    );
  });

  it('follows a concern with its advice after the message’s own topic, and an emergency with its advice alone', async () => {
    const titleOf = (slug: string) => `**${GuidanceLibrary.find((t) => t.slug === slug)?.title}**`;
    const sections = (content: string) =>
      content.split('\n\n').filter((p) => /^\*\*[^*]+\*\*$/.test(p));
    const question =
      'My brother keeps getting Dad to sign checks over to him. Dad has dementia and can’t read them anymore. How do we stop this?';
    const calm = sections((await coach.answer(question, [])).content);
    const concern = sections(
      (await coach.answer(question, [], [{ kind: 'abuse_neglect', level: 'concern' }])).content,
    );
    expect(concern).toContain(titleOf('elder-abuse-neglect'));
    expect(concern[0]).toBe(calm[0]);
    const emergency = sections(
      (await coach.answer(question, [], [{ kind: 'abuse_neglect', level: 'emergency' }])).content,
    );
    expect(emergency[0]).toBe(titleOf('elder-abuse-neglect'));
  });

  it('shows a discovered document on the same subject beside the library’s advice', async () => {
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
    const answer = await coach.answer('my father is hoarding and the house is full of clutter', []);
    expect(answer.content).toContain(`(${doc.canonicalUrl})`);
    expect(answer.sources).toContainEqual({ title: doc.title, url: doc.canonicalUrl });
  });
});
