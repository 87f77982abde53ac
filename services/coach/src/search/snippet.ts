/** Markers ts_headline puts around matched words; private-use characters never typed by people. */
export const MatchStart = '\uE000';
export const MatchEnd = '\uE001';

/** Plain text plus [start, end) offsets of the matched words, safe for any client to render. */
export function parseSnippet(marked: string): { snippet: string; highlights: [number, number][] } {
  const highlights: [number, number][] = [];
  let snippet = '';
  let open = -1;
  for (const char of marked.replace(/\s+/g, ' ')) {
    if (char === MatchStart) open = snippet.length;
    else if (char === MatchEnd) {
      if (open >= 0) highlights.push([open, snippet.length]);
      open = -1;
    } else snippet += char;
  }
  return { snippet, highlights };
}
