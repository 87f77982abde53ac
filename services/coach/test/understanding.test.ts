import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { QuickQuestions } from '@tend/contracts';
import { createPool, prepareDatabase, type Database } from '@tend/platform';
import { TestNamespace } from '@tend/platform/testing';
import path from 'node:path';
import { PairedEncoderId } from '../src/embedding/coach-encoders';
import { EncoderServerEmbedder } from '../src/embedding/encoder-server';
import { localEmbedder, LocalEncoderId } from '../src/embedding/local-embedder';
import { oneEncoder, SentenceEncoders } from '../src/embedding/sentence-encoders';
import { PairedFeatureNames, RankFeatureNames } from '../src/understanding/ranker';
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

  describe('reading with the encoder server beside the local encoder', () => {
    const server = scriptEmbedder('safety');
    const message = 'mi esposo con alzheimer me acusa de robarle la cartera que el mismo escondio';
    const reading = async (second: ConstructorParameters<typeof MessageUnderstanding>[3]) => {
      const reader = new MessageUnderstanding(guidance, vectors, oneEncoder(embedder), second);
      const { encoder, texts } = await reader.features([message], 'es');
      const understood = await reader.understand(message);
      return { encoder, width: texts[0]?.rows[0]?.length, understood };
    };

    it('reads with the local encoder alone while the server’s topic vectors are not stored', async () => {
      const alone = await reading(oneEncoder(server));
      expect(alone.encoder).toBe(LocalEncoderId);
      expect(alone.width).toBe(RankFeatureNames.length);
    });

    it('reads with both, on the ranker fitted for both, once its vectors are stored', async () => {
      // Shipped for every text, as the local encoder's are: a fresh database needs no embedding
      // (run build-vectors.ts --encoder server after editing the library or the learned examples).
      const shippedOnly = {
        id: server.id,
        embed: () => Promise.reject(new Error('a text without a shipped vector')),
      };
      await vectors.refresh(GuidanceLibrary, shippedOnly, readShippedVectors(server.id));
      const both = await reading(oneEncoder(server));
      expect(both.encoder).toBe(PairedEncoderId);
      expect(both.width).toBe(PairedFeatureNames.length);
      expect(both.understood.requests.map((r) => r.slug)).toContain('dementia-accusations');
    });

    it('answers with the local encoder alone when the server does not answer', async () => {
      const down = new SentenceEncoders(
        new EncoderServerEmbedder('http://127.0.0.1:9/v1', 500),
        localEmbedder(),
      );
      const { encoder, understood } = await reading(down);
      expect(encoder).toBe(LocalEncoderId);
      expect(understood.requests.map((r) => r.slug)).toContain('dementia-accusations');
    });
  });
});
