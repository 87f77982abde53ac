import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { SearchHit } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { MatchEnd, MatchStart, parseSnippet } from './snippet';

interface Row extends Record<string, unknown> {
  conversation_id: string;
  title: string;
  message_id: string | null;
  role: 'user' | 'assistant' | null;
  marked: string;
  created_at: Date | string;
}

const headline = `MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=1, StartSel=${MatchStart}, StopSel=${MatchEnd}`;

/** Full-text search over one user's own conversation titles and messages. */
@Injectable()
export class SearchRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async search(userId: string, q: string, limit = 30): Promise<SearchHit[]> {
    const result = await this.db.execute<Row>(sql`
      with q as (select websearch_to_tsquery('english', ${q}) as query),
      hits as (
        select c.id as conversation_id, c.title, null::uuid as message_id, null::text as role,
          ts_headline('english', c.title, q.query, ${headline}) as marked,
          c.created_at, ts_rank(c.search, q.query) + 1 as rank
        from conversations c, q
        where c.user_id = ${userId} and c.search @@ q.query
        union all
        select c.id, c.title, m.id, m.role,
          ts_headline('english', m.content, q.query, ${headline}),
          m.created_at, ts_rank(m.search, q.query)
        from messages m join conversations c on c.id = m.conversation_id, q
        where m.user_id = ${userId} and m.search @@ q.query
      )
      select * from hits order by rank desc, created_at desc limit ${limit}`);
    return result.rows.map((row) => ({
      conversationId: row.conversation_id,
      conversationTitle: row.title,
      messageId: row.message_id,
      role: row.role,
      ...parseSnippet(row.marked),
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}
