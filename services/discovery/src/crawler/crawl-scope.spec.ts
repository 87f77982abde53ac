import { compilePattern } from '@tend/contracts';
import { isSameSite, normalizeUrl, scopeLink, type ScopeRules } from './crawl-scope';

describe('normalizeUrl', () => {
  it.each([
    ['https://x.org/a#top', 'https://x.org/a'],
    ['https://X.org:443/a?b=2&a=1', 'https://x.org/a?a=1&b=2'],
    ['https://x.org/a?utm_source=n&id=3&fbclid=z', 'https://x.org/a?id=3'],
    ['mailto:a@x.org', undefined],
    ['javascript:void(0)', undefined],
    ['/rel/path', 'https://x.org/rel/path'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeUrl(input, 'https://x.org/')?.href).toBe(expected);
  });
});

describe('isSameSite', () => {
  it.each([
    ['https://x.org/', 'http://x.org/a', true],
    ['https://x.org/', 'https://www.x.org/a', true],
    ['https://x.org/', 'https://blog.x.org/a', false],
    ['http://127.0.0.1:8000/', 'http://127.0.0.1:8001/', false],
    ['http://127.0.0.1:8000/', 'http://127.0.0.1:8000/b', true],
  ])('%s ~ %s → %s', (a, b, same) => {
    expect(isSameSite(new URL(a), new URL(b))).toBe(same);
  });
});

describe('scopeLink', () => {
  const rules: ScopeRules = {
    base: new URL('https://x.org/'),
    maxDepth: 2,
    allowed: ['/guides/**', '/'].map(compilePattern),
    blocked: ['/guides/drafts/**'].map(compilePattern),
  };
  it.each([
    ['https://elsewhere.org/guides/a', 0, 'offSite'],
    ['https://x.org/guides/a', 0, 'follow'],
    ['https://x.org/guides/a', 1, 'follow'],
    ['https://x.org/guides/a', 2, 'depth'],
    ['https://x.org/news/a', 0, 'pattern'],
    ['https://x.org/guides/drafts/a', 0, 'pattern'],
    ['https://elsewhere.org/news', 5, 'offSite'],
  ])('%s from depth %i → %s', (url, depth, verdict) => {
    expect(scopeLink(rules, new URL(url), depth)).toBe(verdict);
  });
});
