import { firstCharacter, initialsOf } from './initials';

describe('initials from names as people write them', () => {
  it.each([
    ['Rosa Diaz', 2, 'RD'],
    ['rosa', 2, 'R'],
    ['🌹Rosa Diaz', 2, '🌹D'],
    ['😀', 1, '😀'],
    ['👩🏽‍⚕️ Ana', 2, '👩🏽‍⚕️A'],
    ['Émile Zola', 2, 'ÉZ'],
    // A letter with a combining accent after it (E + U+0301) keeps its accent.
    ['E\u0301mile', 1, 'E\u0301'],
    ['A\u200d', 1, 'A\u200d'],
    ['Ñandú', 1, 'Ñ'],
    ['Łukasz Żak', 2, 'ŁŻ'],
    ['María José', 2, 'MJ'],
    ['김민준', 1, '김'],
    ['  Jordan   Lee  Park', 2, 'JL'],
    ['', 2, ''],
  ])('%j (%i) gives %j', (name, count, expected) => {
    expect(initialsOf(name, count)).toBe(expected);
  });

  it('never splits a character into half a surrogate pair', () => {
    const first = firstCharacter('🌹Rosa');
    expect(first).toBe('🌹');
    expect(first).not.toMatch(/^[\uD800-\uDBFF]$/);
  });
});
