/** An opaque page cursor: the position (time, id) of the last notification on the previous page. */
export interface InboxPosition {
  createdAt: Date;
  id: string;
}

export function encodeCursor(position: InboxPosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): InboxPosition | undefined {
  const [iso, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id ?? '');
  if (extra !== undefined || Number.isNaN(createdAt.getTime()) || !isUuid || !id) return undefined;
  return { createdAt, id };
}
