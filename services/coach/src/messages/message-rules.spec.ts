import { attachmentString, parseAttachment } from '../files/attachment-refs';
import { citeSources } from '../model/citations';
import { windowHistory } from '../model/history-window';
import { parseSnippet } from '../search/snippet';
import { conversationMarkdown, exportFilename } from '../conversations/markdown-export';
import { isResendOf, isRetryOf, messageText, titleAfterFirstMessage } from './send-rules';

const id = '3f0e6a3c-1d2b-4c5d-8e9f-0a1b2c3d4e5f';
const file = { fileId: id, filename: 'b' };
const doc = (n: number) => ({ title: `Doc ${n}`, url: `https://x.org/${n}`, excerpt: 'text' });

describe('message rules', () => {
  it.each([
    ['  hello ', 0, 'hello'],
    ['', 1, '📎 File attached'],
    ['   ', 0, undefined],
  ])('message text of %j with %i files is %j', (content, files, expected) => {
    expect(messageText(content, files)).toBe(expected);
  });

  it('answers an unanswered resend in place, and nothing else', () => {
    const last = { role: 'user', content: 'hi', attachments: [file] };
    expect(isRetryOf(last, 'hi', [{ ...file }])).toBe(true);
    expect(isRetryOf(last, 'hi', [{ ...file, filename: 'c' }])).toBe(false);
    expect(isRetryOf(last, 'hi', [])).toBe(false);
    expect(isRetryOf({ ...last, role: 'assistant' }, 'hi', [file])).toBe(false);
    expect(isRetryOf(undefined, 'hi', [])).toBe(false);
  });

  const earlier = { role: 'user', conversationId: 'c1', content: 'hi', attachments: [file] };
  it.each([
    ['the same message in the same conversation', 'c1', 'hi', [file], true],
    ['the id in another conversation', 'c2', 'hi', [file], false],
    ['the id with other words', 'c1', 'hello', [file], false],
    ['the id with other files', 'c1', 'hi', [], false],
  ])('a client id sent again: %s is a resend: %s', (_name, conversationId, content, files, ok) => {
    expect(isResendOf(earlier, conversationId, content, files)).toBe(ok);
  });

  it('titles only a new chat from its first message', () => {
    expect(titleAfterFirstMessage('New Chat - Mar 5', 0, 'Help with meds?')).toBe('Help with meds');
    expect(titleAfterFirstMessage('New Chat - Mar 5', 1, 'Help')).toBeUndefined();
    expect(titleAfterFirstMessage('Welcome Maria', 0, 'Help')).toBeUndefined();
  });

  it.each([
    [`/api/chat/files/${id}|Mom's labs.pdf`, `/api/chat/files/${id}|Mom's labs.pdf`],
    [
      `https://tend.care/api/chat/files/${id.toUpperCase()}?x=1|a.txt`,
      `/api/chat/files/${id}|a.txt`,
    ],
    [`/api/chat/files/${id}|../../etc/passwd`, `/api/chat/files/${id}|passwd`],
    [`/api/chat/files/${id}`, `/api/chat/files/${id}|${id}`],
    ['/api/other/x|a.txt', undefined],
    ['/api/chat/files/not-an-id|a.txt', undefined],
  ])('attachment %j is answered as %j once saved', (value, answered) => {
    const ref = parseAttachment(value);
    expect(ref && attachmentString(ref)).toBe(answered);
  });

  it('keeps the newest history within both limits, never opening on an answer', () => {
    const history = Array.from({ length: 10 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `m${i}`.padEnd(300, '.'),
    }));
    const { kept, omitted } = windowHistory(history, { maxMessages: 5, maxChars: 100_000 });
    expect(kept.map((m) => m.content.slice(0, 2))).toEqual(['m6', 'm7', 'm8', 'm9']);
    expect(omitted).toBe(6);
    expect(windowHistory(history, { maxMessages: 50, maxChars: 1000 }).kept.length).toBeLessThan(4);
  });

  it('lists cited documents with links, or all of them when none is cited', () => {
    const docs = [doc(1), doc(2)];
    expect(citeSources('Try this [2].', docs).sources).toEqual([
      { title: 'Doc 2', url: 'https://x.org/2' },
    ]);
    expect(citeSources('Try this.', docs).content).toContain('- [1] [Doc 1](https://x.org/1)');
    expect(citeSources('Try this.', docs).content).toContain('- [2] [Doc 2](https://x.org/2)');
    expect(citeSources('Plain.', [])).toEqual({ content: 'Plain.', sources: [] });
  });

  it('numbers the sources in the order the answer cites them, and its markers to match', () => {
    const docs = [doc(1), doc(2), doc(3)];
    const { content, sources } = citeSources(
      'Lights [3], then routine [1], lights again [3]; [7] stays.',
      docs,
    );
    expect(sources.map((s) => s.title)).toEqual(['Doc 3', 'Doc 1']);
    expect(content).toBe(
      'Lights [1], then routine [2], lights again [1]; [7] stays.\n\n**Sources**\n' +
        '- [1] [Doc 3](https://x.org/3)\n- [2] [Doc 1](https://x.org/1)',
    );
  });

  it('turns marked snippets into plain text with highlight offsets', () => {
    expect(parseSnippet('near the \uE000stairs\uE001  at\n night')).toEqual({
      snippet: 'near the stairs at night',
      highlights: [[9, 15]],
    });
  });

  it('exports Markdown with a safe file name', () => {
    expect(exportFilename('Evenings with Mom!')).toBe('evenings-with-mom.md');
    const md = conversationMarkdown(
      'Evenings',
      [
        {
          role: 'user',
          content: 'Hi',
          attachments: [
            { fileId: id, filename: 'labs.pdf' },
            { verbatim: `/x|a.pdf` },
            { verbatim: `/y|b|c.txt` },
            { verbatim: `/z` },
          ],
          createdAt: new Date(0),
        },
      ],
      new Date(0),
      'UTC',
    );
    expect(md).toContain('# Evenings');
    expect(md).toContain('## You · Jan 1, 1970, 12:00 AM UTC');
    expect(md).toContain('📎 labs.pdf');
    expect(md).toContain('📎 a.pdf');
    expect(md).toContain('📎 b|c.txt');
    expect(md).toContain('📎 file');
  });

  it.each([
    ['America/Chicago', 'Exported from Tend on March 1, 2026', '## You · Mar 1, 2026, 9:30 PM CST'],
    ['Europe/Madrid', 'Exported from Tend on March 2, 2026', '## You · Mar 2, 2026, 4:30 AM GMT+1'],
    ['UTC', 'Exported from Tend on March 2, 2026', '## You · Mar 2, 2026, 3:30 AM UTC'],
  ])('writes the dates of an export in the reader’s zone (%s)', (zone, day, heading) => {
    const late = new Date('2026-03-02T03:30:00Z');
    const md = conversationMarkdown(
      'Nights',
      [{ role: 'user', content: 'Up again', attachments: [], createdAt: late }],
      late,
      zone,
    );
    expect(md).toContain(day);
    expect(md).toContain(heading);
  });
});
