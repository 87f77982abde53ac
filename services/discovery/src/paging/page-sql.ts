import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PagePosition } from './page-cursor';

/*
 * PostgreSQL keeps microseconds but a cursor carries JavaScript's milliseconds, so ordering and
 * comparing both use the time cut to milliseconds: otherwise rows made within the same
 * millisecond could be skipped or shown twice across pages.
 */
const ms = (createdAt: AnyColumn) => sql`date_trunc('milliseconds', ${createdAt})`;

export function newestFirst(createdAt: AnyColumn, id: AnyColumn): SQL[] {
  return [sql`${ms(createdAt)} desc`, sql`${id} desc`];
}

/** Rows that come after `position` in newest-first order. */
export function afterPosition(createdAt: AnyColumn, id: AnyColumn, position: PagePosition): SQL {
  return sql`(${ms(createdAt)}, ${id}) < (${position.createdAt.toISOString()}::timestamptz, ${position.id}::uuid)`;
}

/** `text` as an ILIKE pattern matching it anywhere, its own % _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
