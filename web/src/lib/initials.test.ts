import { firstCharacter, initialsOf } from './initials';

describe('initials from names as people write them', () => {
  it.each([
    ['Rosa Diaz', 2, 'RD'],
    ['rosa', 2, 'R'],
    ['🌹Rosa Diaz', 2, '🌹D'],
    ['😀', 1, '😀'],
    ['👩🏽‍⚕️ Ana', 2, '👩🏽‍⚕️A'],
    ['Émile Zola', 2, 'ÉZ'],
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
