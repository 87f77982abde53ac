import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { notInArray, sql, type SQL } from 'drizzle-orm';
import { plainText } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { guidanceTopics } from '../database/schema';
import type { GuidanceTopic, Language } from './guidance-topic';

/** A discovered document ranked for a question by its words. */
export interface DocumentHit {
  title: string;
  url: string;
  excerpt: string;
  rank: number;
}

interface DocumentRow extends Record<string, unknown> {
  title: string;
  url: string;
  text: string;
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
const SpanishGenericWords =
  'mamá mama papá papa madre padre esposo esposa abuela abuelo persona ayuda ayudar cuidar cuidado cuidadora cuidador hacer tiene puedo necesito quiero día días tiempo cosa cosas siempre ahora';
const SpanishGeneric = sql`(select array_agg(lexeme) from unnest(to_tsvector('spanish', ${SpanishGenericWords})))`;

/** Any of a text's words, stemmed, stop words and `generic` left out: an "or" query, or null. */
const queryOf = (text: string, config: 'english' | 'spanish', generic: SQL) =>
  sql`nullif(array_to_string(tsvector_to_array(ts_delete(to_tsvector(${config}::regconfig, ${text}), ${generic}::text[])), ' | '), '')::tsquery`;

/** Each language's indexed column and query of a text's words. */
const TextSearch: Record<Language, (text: string) => { column: SQL; query: SQL }> = {
  en: (text) => ({ column: sql`g.search`, query: queryOf(text, 'english', GenericLexemes) }),
  es: (text) => ({ column: sql`g.search_es`, query: queryOf(text, 'spanish', SpanishGeneric) }),
};

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
      titleEs: topic.es.title,
      keywordsEs: topic.es.keywords,
      bodyEs: topic.es.body,
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
            titleEs: sql`excluded.title_es`,
            keywordsEs: sql`excluded.keywords_es`,
            bodyEs: sql`excluded.body_es`,
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
   * How well each topic's words match a message (PostgreSQL full-text rank, in the message's
   * language; stop words and words every caregiver uses left out): topics that match nothing are
   * absent.
   */
  async textRanks(message: string, language: Language): Promise<Map<string, number>> {
    const text = searchable(message.slice(0, 2000));
    const { column, query } = TextSearch[language](text);
    const rows = await this.db.execute<{ slug: string; rank: number }>(sql`
      with q as (select ${query} as query)
      select g.slug, ts_rank(${Weights}, ${column}, q.query, 32) as rank
      from guidance_topics g, q where q.query is not null and ${column} @@ q.query`);
    return new Map(rows.rows.map((row) => [row.slug, Number(row.rank)]));
  }

  /** The discovered documents whose words best match a message, best first, with an excerpt. */
  async documents(message: string, limit: number): Promise<DocumentHit[]> {
    const text = searchable(message.slice(0, 2000));
    const result = await this.db.execute<DocumentRow>(sql`
      with q as (select ${queryOf(text, 'english', GenericLexemes)} as query),
      top as (
        select d.title, d.url, d.text, ts_rank(${Weights}, d.search, q.query, 32) as rank
        from knowledge_documents d, q
        where q.query is not null and d.search @@ q.query
        order by rank desc, d.title limit ${limit}
      )
      select title, url, rank, ts_headline('english', left(text, 4000), (select query from q),
        'MaxWords=70, MinWords=30, MaxFragments=2, FragmentDelimiter=" … ", StartSel="", StopSel=""') as text
      from top order by rank desc, title`);
    return result.rows.map((row) => ({
      title: plainText(row.title),
      url: row.url,
      excerpt: plainText(row.text),
      rank: Number(row.rank),
    }));
  }
}
