import { decodeCursor, encodeCursor } from './inbox-cursor';

describe('inbox cursor', () => {
  it('round-trips a position', () => {
    const position = {
      createdAt: new Date('2026-11-22T03:00:00.123Z'),
      id: '4b8f2c4e-7a1d-4c3e-9f2a-1b2c3d4e5f60',
    };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each([
    '',
    'garbage',
    Buffer.from('2026-01-01|not-a-uuid').toString('base64url'),
    Buffer.from('x|4b8f2c4e-7a1d-4c3e-9f2a-1b2c3d4e5f60').toString('base64url'),
  ])('refuses %p', (cursor) => expect(decodeCursor(cursor)).toBeUndefined());
});
