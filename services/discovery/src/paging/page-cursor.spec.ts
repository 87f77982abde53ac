import { decodePosition, encodePosition, pageFrom } from './page-cursor';

const ID = '5f3c9a1e-77aa-4bcd-9e01-123456789abc';

describe('discovery page cursors', () => {
  it('round-trips a position', () => {
    const position = { createdAt: new Date('2026-11-23T10:00:00.123Z'), id: ID };
    expect(decodePosition(encodePosition(position))).toEqual(position);
  });

  it.each([
    ['not base64 JSON', 'abc'],
    ['an empty array', Buffer.from('[]').toString('base64url')],
    ['a bad id', Buffer.from('[1,"x"]').toString('base64url')],
    ['a bad time', Buffer.from(`["x","${ID}"]`).toString('base64url')],
    ['a negative time', Buffer.from(`[-1,"${ID}"]`).toString('base64url')],
    ['extra parts', Buffer.from(`[1,"${ID}",3]`).toString('base64url')],
  ])('refuses %s', (_what, cursor) => {
    expect(decodePosition(cursor)).toBeUndefined();
  });

  it.each([
    [3, 2, ['a', 'b'], true],
    [2, 2, ['a', 'b'], false],
    [0, 2, [], false],
  ])('%i rows with limit %i show %j, more: %s', (count, limit, shown, more) => {
    const rows = ['a', 'b', 'c'].slice(0, count);
    const page = pageFrom(
      rows,
      limit,
      () => ({ createdAt: new Date(0), id: ID }),
      (r) => r,
    );
    expect(page.items).toEqual(shown);
    expect(page.nextCursor !== null).toBe(more);
  });
});
