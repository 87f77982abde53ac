import { withArticle } from './spanish-time';

describe('a Spanish clock time with its article', () => {
  it.each([
    ['1:05 p.m.', 'la 1:05 p.m.'],
    ['1:00 a.m. EST', 'la 1:00 a.m. EST'],
    ['9:30 p.m.', 'las 9:30 p.m.'],
    ['10:15 a.m.', 'las 10:15 a.m.'],
    ['11:00 p.m.', 'las 11:00 p.m.'],
    ['12:05 a.m.', 'las 12:05 a.m.'],
  ])('%s → %s', (time, said) => {
    expect(withArticle(time)).toBe(said);
  });
});
