import { containsNul } from './reject-nul-characters';

describe('containsNul', () => {
  it.each([
    ['plain text', 'hello', false],
    ['a NUL in a string', 'a\u0000b', true],
    ['a NUL deep in an object', { a: [{ b: 'x\u0000' }] }, true],
    ['a NUL in a key', { 'k\u0000': 1 }, true],
    ['numbers and nulls', { a: 1, b: null, c: [true] }, false],
    ['other control characters', '\u0001\u0002', false],
    ['raw bytes (an upload), NULs and all', Buffer.from([0, 1, 0]), false],
  ])('%s', (_, value, expected) => expect(containsNul(value)).toBe(expected));
});
