import type { ComponentProps, ReactNode } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * The coach's answers as Markdown (CommonMark + GitHub's tables, strikethrough and bare links),
 * rendered by react-markdown to React elements only. Nothing in an answer is ever interpreted as
 * HTML: HTML is shown as the text it is, only the elements below are drawn (anything else,
 * images included, is dropped, its text kept), and links are kept only for web, mail and phone
 * addresses and same-site paths; links to other sites open in a new tab without access back.
 */

export function safeHref(raw: string): string | undefined {
  const href = raw.trim();
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

type RemarkPlugin = Extract<
  NonNullable<Options['remarkPlugins']>[number],
  (...args: never[]) => unknown
>;

const allowedElements = [
  'p',
  'br',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/**
 * HTML is not Markdown here: its syntax is switched off in the parser, so `<tag>` is text like any
 * other (shown as written) and Markdown beside it on the same line still works.
 */
const withoutHtml: RemarkPlugin = function () {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  data.micromarkExtensions = [
    ...(data.micromarkExtensions ?? []),
    { disable: { null: ['htmlFlow', 'htmlText'] } },
  ];
};

function Anchor({ href, children }: ComponentProps<'a'>) {
  if (!href) return <span>{children}</span>;
  const external = !href.startsWith('/');
  return (
    <a
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer nofollow' : undefined}
    >
      {children}
    </a>
  );
}

/** Answers sit under the page's own headings: their headings start at level 3. */
const heading =
  (Tag: 'h3' | 'h4' | 'h5' | 'h6') =>
  ({ children }: { children?: ReactNode }) => <Tag>{children}</Tag>;

const components: Components = {
  a: Anchor,
  h1: heading('h3'),
  h2: heading('h4'),
  h3: heading('h5'),
  h4: heading('h6'),
  h5: heading('h6'),
  h6: heading('h6'),
  table: ({ children }) => (
    <div className="markdown__table">
      <table>{children}</table>
    </div>
  ),
};

const options: Options = {
  remarkPlugins: [remarkGfm, withoutHtml],
  allowedElements,
  unwrapDisallowed: true,
  skipHtml: false,
  urlTransform: (url) => safeHref(url) ?? '',
  components,
};

export function SafeMarkdown({ text }: { text: string }) {
  return (
    <div className="markdown">
      <Markdown {...options}>{text}</Markdown>
    </div>
  );
}
