import { decodeEntities, extractLinks } from './extract-links';

describe('extractLinks', () => {
  it.each([
    [
      'double-quoted href with &amp;',
      '<a href="https://a.test/?x=1&amp;y=2">a</a>',
      '',
      ['https://a.test/?x=1&y=2'],
    ],
    [
      'single-quoted and unquoted hrefs',
      "<a class=b href='https://a.test/1'>1</a><A HREF=https://a.test/2>2</A>",
      '',
      ['https://a.test/1', 'https://a.test/2'],
    ],
    ['mailto links', '<a href="mailto:help@tend.test">mail</a>', '', ['mailto:help@tend.test']],
    [
      'no script, data or relative links',
      '<a href="javascript:x()">j</a><a href="data:text/html,x">d</a><a href="/rel">r</a>',
      '',
      [],
    ],
    [
      'text addresses without closing punctuation',
      '',
      'Go to https://a.test/p. Or (https://a.test/q), [https://a.test/r]',
      ['https://a.test/p', 'https://a.test/q', 'https://a.test/r'],
    ],
    [
      'repeats once, HTML first',
      '<a href="https://a.test/">x</a>',
      'https://a.test/ and https://b.test',
      ['https://a.test/', 'https://b.test'],
    ],
  ])('%s', (_name, html, text, expected) => {
    expect(extractLinks(html, text)).toEqual(expected);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['a&amp;b', 'a&b'],
    ['&#39;&#x27;&quot;', "''\""],
    ['&unknown; &#0;', '&unknown; &#0;'],
  ])('%s', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });
});
