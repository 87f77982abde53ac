import { DomainError } from '@tend/platform';

/**
 * Where the previous page of a newest-first list ended: the last row's creation time (to the
 * millisecond, as JavaScript keeps it) and its id, which breaks ties between rows made together.
 */
export interface PagePosition {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodePosition(position: PagePosition): string {
  return Buffer.from(JSON.stringify([position.createdAt.getTime(), position.id])).toString(
    'base64url',
  );
}

/** The position a cursor names, or undefined when it is not one this service made. */
export function decodePosition(cursor: string): PagePosition | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
  const [ms, id] = parsed as unknown[];
  if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0) return undefined;
  if (typeof id !== 'string' || !UUID.test(id)) return undefined;
  return { createdAt: new Date(ms), id };
}

/** The position of `?cursor=`, or a 400 the admin can act on when the link is not one of ours. */
export function positionOf(cursor: string | undefined): PagePosition | undefined {
  if (cursor === undefined) return undefined;
  const position = decodePosition(cursor);
  if (!position)
    throw DomainError.badRequest('That page link is not valid. Please reload the list.');
  return position;
}

/**
 * A page from `limit + 1` rows: the extra row only tells that another page follows, and the
 * cursor points after the last row shown.
 */
export function pageFrom<Row, Item>(
  rows: Row[],
  limit: number,
  positionOfRow: (row: Row) => PagePosition,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(toItem),
    nextCursor: rows.length > limit && last ? encodePosition(positionOfRow(last)) : null,
  };
}
