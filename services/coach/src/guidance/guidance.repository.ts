import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { notInArray, sql } from 'drizzle-orm';
import { plainText } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { guidanceTopics } from '../database/schema';
import type { GuidanceSource, GuidanceTopic } from './guidance-topic';

/** One item of the library ranked for a question: a built-in topic or a discovered document. */
export type LibraryHit = { rank: number } & (
  | { kind: 'topic'; slug: string; title: string; body: string; sources: GuidanceSource[] }
  | { kind: 'document'; title: string; url: string; excerpt: string }
);

interface Row extends Record<string, unknown> {
  kind: 'topic' | 'document';
  slug: string | null;
  title: string;
  url: string | null;
  sources: GuidanceSource[] | null;
  text: string | null;
  rank: number;
}

/**
 * Rank weights for D, C, B, A: a title (A) or a topic's keywords and a page's headings (B) say
 * what an item is about; a word somewhere in a body (D) says little.
 */
const Weights = sql.raw(`'{0.05, 0.1, 0.5, 0.7}'::float4[]`);

/**
 * Words nearly every caregiver's question holds ("care", "mom", "help"): they say nothing about
 * which topic fits, so they are left out of the search (as their English stems).
 */
const GenericWords = [
  'care',
  'caring',
  'caregiver',
  'caregiving',
  'help',
  'helping',
  'mom',
  'mother',
  'dad',
  'father',
  'parent',
  'parents',
  'husband',
  'wife',
  'grandma',
  'grandpa',
  'grandmother',
  'grandfather',
  'someone',
  'person',
  'people',
  'elderly',
  'senior',
  'day',
  'days',
  'time',
  'get',
  'keep',
  'know',
  'need',
  'want',
  'like',
  'make',
  'take',
  'stop',
  'problem',
  'problems',
  'thing',
  'things',
  'good',
  'best',
  'way',
  'ways',
  'tips',
  'lately',
  'now',
  'still',
  'really',
  'much',
  'many',
  'every',
];
const GenericLexemes = sql`(select array_agg(lexeme) from unnest(to_tsvector('english', ${GenericWords.join(' ')})))`;

/** "won’t" is "will not" to the search, not the past tense of "win". */
export const searchable = (text: string) =>
  text
    .replace(/[’‘]/g, "'")
    .replace(/\bwon't\b/gi, 'will not')
    .replace(/\bcan't\b/gi, 'cannot')
    .replace(/n't\b/gi, ' not');

const hashOf = (topic: GuidanceTopic) =>
  createHash('sha256').update(JSON.stringify(topic)).digest('hex');

/** Tend's built-in guidance, searched together with the approved documents discovery published. */
@Injectable()
export class GuidanceRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Brings the table in step with the library in the code: new and changed topics written (an
   * unchanged one is left alone), topics no longer in the code removed. Safe when replicas race.
   */
  async seed(library: GuidanceTopic[]): Promise<void> {
    const rows = library.map((topic) => ({
      slug: topic.slug,
      title: topic.title,
      keywords: topic.keywords,
      body: topic.body,
      sources: topic.sources,
      contentHash: hashOf(topic),
    }));
    await this.db.transaction(async (tx) => {
      await tx
        .insert(guidanceTopics)
        .values(rows)
        .onConflictDoUpdate({
          target: guidanceTopics.slug,
          set: {
            title: sql`excluded.title`,
            keywords: sql`excluded.keywords`,
            body: sql`excluded.body`,
            sources: sql`excluded.sources`,
            contentHash: sql`excluded.content_hash`,
          },
          setWhere: sql`${guidanceTopics.contentHash} <> excluded.content_hash`,
        });
      await tx.delete(guidanceTopics).where(
        notInArray(
          guidanceTopics.slug,
          rows.map((row) => row.slug),
        ),
      );
    });
  }

  /**
   * The library items that best match a question, best first: any of its words (stemmed, stop
   * words dropped), topics and documents ranked on one scale. `pinned` (a quick question's own
   * topic) comes first whatever the words say.
   */
  async search(question: string, limit: number, pinned?: string): Promise<LibraryHit[]> {
    const text = searchable(question.slice(0, 2000));
    const pin = pinned ?? '';
    const result = await this.db.execute<Row>(sql`
      with q as (
        select nullif(array_to_string(tsvector_to_array(
          ts_delete(to_tsvector('english', ${text}), ${GenericLexemes}::text[])), ' | '), '')::tsquery as query
      ), hits as (
        select 'topic' as kind, g.slug, g.title, null as url, g.sources, g.body as text,
          g.slug = ${pin} as pinned, coalesce(ts_rank(${Weights}, g.search, q.query, 32), 0) as rank
        from guidance_topics g, q
        where g.slug = ${pin} or (q.query is not null and g.search @@ q.query)
        union all
        select 'document', null, d.title, d.url, null, left(d.text, 4000),
          false, ts_rank(${Weights}, d.search, q.query, 32)
        from knowledge_documents d, q
        where q.query is not null and d.search @@ q.query
      ), top as (
        select * from hits order by pinned desc, rank desc, title limit ${limit}
      )
      select kind, slug, title, url, sources, rank,
        case when kind = 'topic' then text else ts_headline('english', text, (select query from q),
          'MaxWords=70, MinWords=30, MaxFragments=2, FragmentDelimiter=" … ", StartSel="", StopSel=""')
        end as text
      from top order by pinned desc, rank desc, title`);
    return result.rows.map((row): LibraryHit =>
      row.kind === 'topic'
        ? {
            kind: 'topic',
            slug: row.slug ?? '',
            title: row.title,
            body: row.text ?? '',
            sources: row.sources ?? [],
            rank: row.rank,
          }
        : {
            kind: 'document',
            title: plainText(row.title),
            url: row.url ?? '',
            excerpt: plainText(row.text ?? ''),
            rank: row.rank,
          },
    );
  }
}
