import { anchorHrefs, sitemapEntries } from './preflight';

describe('sitemapEntries', () => {
  it.each([
    [
      '<urlset><url><loc> https://x.org/a </loc></url><url><loc>https://x.org/b?x=1&amp;y=2</loc></url></urlset>',
      false,
      ['https://x.org/a', 'https://x.org/b?x=1&y=2'],
    ],
    [
      '<sitemapindex><sitemap><loc>https://x.org/s1.xml</loc></sitemap></sitemapindex>',
      true,
      ['https://x.org/s1.xml'],
    ],
    ['not xml', false, []],
  ])('%s', (xml, index, locs) => expect(sitemapEntries(xml)).toEqual({ index, locs }));
});

describe('anchorHrefs', () => {
  it('reads double-, single- and unquoted hrefs of anchors only', () => {
    expect(
      anchorHrefs(
        `<a href="/a">A</a><A class=x HREF='/b?x=1&amp;y=2'>B</A><a href=/c>C</a><link href="/d"><area href="/e">`,
      ),
    ).toEqual(['/a', '/b?x=1&y=2', '/c']);
  });
});
