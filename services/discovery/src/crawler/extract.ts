import { createHash } from 'node:crypto';
import type { CheerioAPI } from '@crawlee/cheerio';
import { isTag, isText, type AnyNode } from 'domhandler';
import { plainText } from '@tend/contracts';
import { normalizeUrl } from './crawl-scope';

export interface ExtractedPage {
  title: string;
  headings: string[];
  text: string;
  language: string;
  canonicalUrl: string;
  contentHash: string;
  /** `<meta name="robots">` says noindex / nofollow. */
  noindex: boolean;
  nofollow: boolean;
}

export const STORED_TEXT_MAX_CHARS = 100_000;

const boilerplateTags =
  'script, style, noscript, template, iframe, svg, canvas, nav, header, footer, aside, form, button, select, ' +
  '[role=navigation], [role=banner], [role=contentinfo], [role=search], [aria-hidden=true], [hidden]';
const boilerplateName =
  /(^|[-_\s])(nav|navbar|navigation|menu|breadcrumbs?|footer|header|masthead|sidebar|cookies?|consent|banner|social|share|sharing|advert|ads?|promo|newsletter|subscribe|skip|related)([-_\s]|$)/i;
const blockTags = new Set(
  'p li h1 h2 h3 h4 h5 h6 blockquote pre td th dt dd div section article tr figcaption'.split(' '),
);
const mainContent = ['main', '[role=main]', 'article', '#content', '.content', 'body'];

/** Extracted titles, headings and lines are plain text: a page's own markup in them is dropped. */
const clean = plainText;

/** Cuts at a word boundary so a bounded text never ends in half a word. */
export function boundText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return space > max * 0.8 ? cut.slice(0, space) : cut;
}

export function contentHash(title: string, text: string): string {
  return createHash('sha256').update(`${title}\n${text}`).digest('hex');
}

/** The first of the usual main-content containers that holds any text. */
function mainContentOf($: CheerioAPI) {
  for (const selector of mainContent) {
    const node = $(selector).first();
    if (node.length > 0 && clean(node.text()).length > 0) return node;
  }
  return undefined;
}

/**
 * The text under these nodes as a reader sees it: a line ends after each block element, at each
 * <br> and at each line break in the source; white space folded within a line; empty lines dropped.
 * One walk of the tree (appending a break to every block with cheerio cost a crawl a tenth of its
 * time).
 */
function readableText(nodes: AnyNode[]): string {
  const lines: string[] = [];
  let line = '';
  const endLine = () => {
    const folded = clean(line);
    if (folded) lines.push(folded);
    line = '';
  };
  const walk = (node: AnyNode): void => {
    if (isText(node)) {
      const pieces = node.data.split('\n');
      pieces.forEach((piece, i) => {
        if (i > 0) endLine();
        line += piece;
      });
    } else if (isTag(node)) {
      if (node.name === 'br') return endLine();
      node.children.forEach(walk);
      if (blockTags.has(node.name)) endLine();
    } else if ('children' in node) node.children.forEach(walk);
  };
  nodes.forEach(walk);
  endLine();
  return lines.join('\n');
}

/** What the page's `<meta name="robots">` asks of us. */
export function robotsMeta($: CheerioAPI): { noindex: boolean; nofollow: boolean } {
  const content = ($('meta[name="robots" i]').attr('content') ?? '').toLowerCase();
  return {
    noindex: /\b(noindex|none)\b/.test(content),
    nofollow: /\b(nofollow|none)\b/.test(content),
  };
}

/**
 * A page's readable content: title, headings, main text without navigation and boilerplate,
 * language, canonical URL (same site only) and a hash of what a reader would see. It removes the
 * boilerplate from `$`: take the links first.
 */
export function extractPage($: CheerioAPI, pageUrl: URL): ExtractedPage {
  const meta = robotsMeta($);

  const language =
    clean($('html').attr('lang') ?? '') ||
    clean($('meta[http-equiv="content-language" i]').attr('content') ?? '') ||
    'und';
  const canonicalHref = $('link[rel="canonical" i]').attr('href');
  const canonical = canonicalHref ? normalizeUrl(canonicalHref, pageUrl) : undefined;
  const canonicalUrl =
    canonical && canonical.host === pageUrl.host
      ? canonical.href
      : (normalizeUrl(pageUrl)?.href ?? pageUrl.href);

  const title = clean($('title').first().text()) || clean($('h1').first().text()) || pageUrl.href;

  $(boilerplateTags).remove();
  $('[class], [id]').each((_, el) => {
    const node = $(el);
    if (node.is('body, html, main, article')) return;
    if (boilerplateName.test(`${node.attr('class') ?? ''} ${node.attr('id') ?? ''}`)) node.remove();
  });
  const root = mainContentOf($);

  const headings = root
    ? root
        .find('h1, h2, h3')
        .map((_, el) => clean($(el).text()).slice(0, 300))
        .get()
        .filter(Boolean)
        .slice(0, 50)
    : [];
  let text = root ? readableText(root.get()) : '';
  text = boundText(text, STORED_TEXT_MAX_CHARS);
  return {
    title: title.slice(0, 500),
    headings,
    text,
    language: language.toLowerCase().slice(0, 35),
    canonicalUrl,
    contentHash: contentHash(title, text),
    ...meta,
  };
}
