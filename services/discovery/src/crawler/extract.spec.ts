import { load } from 'cheerio';
import { boundText, extractPage } from './extract';

const page = (body: string, head = '<title>Caring at home</title>') =>
  load(`<!doctype html><html lang="en-US"><head>${head}</head><body>${body}</body></html>`);
const at = new URL('https://x.org/guides/home?utm_source=a#top');

describe('extractPage', () => {
  const html = page(`
    <header><a href="/">Home</a><nav><a href="/guides">Guides</a> <a href="/about">About</a></nav></header>
    <div class="cookie-banner">We use cookies</div>
    <main>
      <h1>Caring at home</h1>
      <p>Make the bathroom safe<br>with grab bars.</p>
      <h2>Night time</h2>
      <ul><li>Night lights</li><li>Clear paths</li></ul>
      <div class="share-buttons">Share on social</div>
      <script>track()</script>
    </main>
    <aside>Related: <a href="https://other.org/x">elsewhere</a></aside>
    <footer>© Example</footer>`);
  const result = extractPage(html, at);

  it('reads title, headings, language and canonical URL', () => {
    expect(result.title).toBe('Caring at home');
    expect(result.headings).toEqual(['Caring at home', 'Night time']);
    expect(result.language).toBe('en-us');
    expect(result.canonicalUrl).toBe('https://x.org/guides/home');
  });

  it('keeps the main text without navigation and boilerplate', () => {
    expect(result.text).toBe(
      'Caring at home\nMake the bathroom safe\nwith grab bars.\nNight time\nNight lights\nClear paths',
    );
  });

  it('keeps titles, headings and text as plain text, whatever markup a page put in them', () => {
    const marked = extractPage(
      page(
        '<main><h1>Falls &lt;i&gt;at night&lt;/i&gt;</h1><p>Use a &lt;b&gt;night light&lt;/b&gt;.</p></main>',
        '<title>Falls &lt;script&gt;alert(1)&lt;/script&gt; guide</title>',
      ),
      at,
    );
    expect(marked.title).toBe('Falls alert(1) guide');
    expect(marked.headings).toEqual(['Falls at night']);
    expect(marked.text).toBe('Falls at night\nUse a night light.');
  });

  it.each([
    ['<link rel="canonical" href="/guides/home-care">', 'https://x.org/guides/home-care'],
    ['<link rel="canonical" href="https://evil.org/x">', 'https://x.org/guides/home'],
  ])('canonical %s → %s', (head, canonical) => {
    expect(extractPage(page('<p>x</p>', `<title>t</title>${head}`), at).canonicalUrl).toBe(
      canonical,
    );
  });

  it('hashes what a reader sees, not the markup around it', () => {
    const a = extractPage(page('<main><p>Same words</p></main><footer>2024</footer>'), at);
    const b = extractPage(
      page('<nav>menu</nav><main><p>Same   words</p></main><footer>2025</footer>'),
      at,
    );
    expect(a.contentHash).toBe(b.contentHash);
    expect(a.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['<meta name="robots" content="noindex, nofollow">', true, true],
    ['<meta name="robots" content="noindex">', true, false],
    ['', false, false],
  ])('meta robots %s', (head, noindex, nofollow) => {
    const r = extractPage(page('<p>x</p>', `<title>t</title>${head}`), at);
    expect([r.noindex, r.nofollow]).toEqual([noindex, nofollow]);
  });
});

describe('boundText', () => {
  it.each([
    ['short', 10, 'short'],
    ['one two three four', 16, 'one two three'],
  ])('%s at %i → %s', (text, max, out) => expect(boundText(text, max)).toBe(out));
});
