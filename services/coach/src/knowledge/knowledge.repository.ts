import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { plainText, type EventPayload, type DocumentPublished } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { knowledgeDocuments } from '../database/schema';
import type { KnowledgeDocument } from '../model/system-prompt';

interface Hit extends Record<string, unknown> {
  title: string;
  url: string;
  excerpt: string;
}

/** The coach's own index of discovered documents (PostgreSQL full-text search). */
@Injectable()
export class KnowledgeRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async upsert(tx: DbExecutor, doc: EventPayload<typeof DocumentPublished>): Promise<void> {
    const row = {
      documentId: doc.documentId,
      sourceId: doc.sourceId,
      url: doc.canonicalUrl || doc.url,
      // Plain text again, whatever the crawler of the day stored.
      title: plainText(doc.title) || doc.canonicalUrl,
      category: doc.category,
      headings: doc.headings.map(plainText).join('\n'),
      text: doc.text.split('\n').map(plainText).join('\n'),
      contentHash: doc.contentHash,
      publishedAt: new Date(doc.publishedAt),
    };
    await tx
      .insert(knowledgeDocuments)
      .values(row)
      .onConflictDoUpdate({
        target: knowledgeDocuments.documentId,
        set: row,
        // An older version arriving after a newer one changes nothing.
        setWhere: sql`${knowledgeDocuments.publishedAt} <= ${row.publishedAt}`,
      });
  }

  async remove(tx: DbExecutor, documentId: string): Promise<void> {
    await tx.delete(knowledgeDocuments).where(eq(knowledgeDocuments.documentId, documentId));
  }

  /**
   * The documents that best match a question: any of its words (stemmed, stop words dropped),
   * ranked with titles and headings weighing most; each with a short excerpt around the match.
   */
  async search(question: string, limit: number): Promise<KnowledgeDocument[]> {
    const text = question.slice(0, 1000);
    const result = await this.db.execute<Hit>(sql`
      with q as (
        select nullif(replace(plainto_tsquery('english', ${text})::text, '&', '|'), '')::tsquery as query
      ), ranked as (
        select d.title, d.url, d.text, q.query, ts_rank_cd(d.search, q.query, 32) as rank
        from knowledge_documents d, q
        where q.query is not null and d.search @@ q.query
        order by rank desc
        limit ${limit}
      )
      select title, url,
        ts_headline('english', left(text, 4000), query,
          'MaxWords=70, MinWords=30, MaxFragments=2, FragmentDelimiter=" … ", StartSel="", StopSel=""') as excerpt
      from ranked order by rank desc`);
    return result.rows.map(({ title, url, excerpt }) => ({
      title: plainText(title),
      url,
      excerpt: plainText(excerpt),
    }));
  }
}
