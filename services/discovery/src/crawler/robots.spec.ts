import { parseRobots, robotsToken, rulesFor } from './robots';

const txt = `# fixture
User-agent: *
Disallow: /private/
Crawl-delay: 5

User-agent: TendBot
User-agent: OtherBot
Disallow: /members/
Allow: /members/public
Crawl-delay: 0.2
Sitemap: https://x.org/sitemap.xml
`;

describe('robots', () => {
  it.each([
    ['TendBot/1.0 (+https://tend.care/bot)', 'TendBot'],
    ['TendBot', 'TendBot'],
  ])('token of %s is %s', (ua, token) => expect(robotsToken(ua)).toBe(token));

  it.each([
    ['TendBot', { allow: ['/members/public'], disallow: ['/members/'] }],
    ['SomeoneElse', { allow: [], disallow: ['/private/'] }],
  ])('rules for %s', (token, rules) => expect(rulesFor(txt, token)).toEqual(rules));

  const policy = parseRobots(
    'https://x.org/robots.txt',
    200,
    txt,
    'TendBot/1.0 (+https://tend.care/bot)',
  );
  it.each([
    ['https://x.org/', true],
    ['https://x.org/private/a', true],
    ['https://x.org/members/a', false],
    ['https://x.org/members/public', true],
  ])('%s allowed: %s', (url, allowed) => expect(policy.isAllowed(url)).toBe(allowed));

  it('reads our crawl-delay and the sitemaps', () => {
    expect(policy.crawlDelaySeconds).toBe(0.2);
    expect(policy.sitemaps).toEqual(['https://x.org/sitemap.xml']);
  });
});
