import { compilePattern, judgeUrl, patternProblem, splitPatternLines } from './url-patterns';

describe('splitPatternLines', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['/a/*\n\n  /b/**  \r\n', ['/a/*', '/b/**']],
    [
      ['/a', '', ' ', '/b\n/c'],
      ['/a', '/b', '/c'],
    ],
  ])('%j → %j', (input, expected) => {
    expect(splitPatternLines(input)).toEqual(expected);
  });
});

describe('compilePattern', () => {
  it.each([
    // pattern, url, matches
    ['/blog/*', 'https://x.org/blog/post', true],
    ['/blog/*', 'https://x.org/blog/2024/post', false],
    ['/blog/**', 'https://x.org/blog/2024/post', true],
    ['/blog', 'https://x.org/blog', true],
    ['/blog', 'https://x.org/blog/a', false],
    ['*.pdf', 'https://x.org/docs/guide.pdf', true],
    ['*.pdf', 'https://x.org/docs/guide.html', false],
    ['tag/*', 'https://x.org/en/tag/care', true],
    ['/search*', 'https://x.org/search?q=care', true],
    ['https://x.org/a/**', 'https://x.org/a/b/c', true],
    ['https://x.org/a/**', 'https://y.org/a/b', false],
    ['/\\/article-\\d+$/', 'https://x.org/news/article-12', true],
    ['/\\/article-\\d+$/', 'https://x.org/news/article-x', false],
    ['/CARE/i', 'https://x.org/care-tips', true],
    ['/a.b', 'https://x.org/aXb', false],
  ])('%s on %s → %s', (pattern, url, expected) => {
    expect(compilePattern(pattern).test(new URL(url))).toBe(expected);
  });

  it('tells regexes from globs', () => {
    expect(compilePattern('/x+/').kind).toBe('regex');
    expect(compilePattern('/x/**').kind).toBe('glob');
  });
});

describe('patternProblem', () => {
  it.each([
    ['/ok/**', undefined],
    ['/fine+/', undefined],
    ['/(unclosed/', 'Not a valid regular expression: /(unclosed/'],
    ['/' + 'a'.repeat(600), 'Patterns may be at most 500 characters'],
  ])('%s → %s', (line, problem) => {
    expect(patternProblem(line)).toBe(problem);
  });
});

describe('judgeUrl', () => {
  const allowed = ['/guides/**'].map(compilePattern);
  const blocked = ['/guides/private/**'].map(compilePattern);
  it.each([
    ['https://x.org/guides/a', 'allowed'],
    ['https://x.org/guides/private/a', 'blocked'],
    ['https://x.org/news/a', 'not-allowed'],
  ])('%s → %s', (url, verdict) => {
    expect(judgeUrl(new URL(url), allowed, blocked)).toBe(verdict);
  });
  it('allows everything not blocked when no allowed patterns are given', () => {
    expect(judgeUrl(new URL('https://x.org/any'), [], blocked)).toBe('allowed');
  });
});
