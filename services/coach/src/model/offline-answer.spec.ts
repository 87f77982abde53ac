import { QuickQuestions } from '@tend/contracts';
import type { LibraryHit } from '../guidance/guidance.repository';
import { GuidanceLibrary } from '../guidance/library';
import { QuickQuestionTopics, quickQuestionTopic } from '../guidance/quick-topics';
import { NothingMatched, offlineAnswer, OfflineClosing } from './offline-answer';
import { filesLead, relevantLines } from './offline-files';

const topic = (slug: string, rank: number): LibraryHit => ({
  kind: 'topic',
  slug,
  title: `Title ${slug}`,
  body: `- First tip for ${slug}.\n- Second tip.`,
  sources: [{ name: `Source ${slug}`, url: `https://example.org/${slug}` }],
  rank,
});
const doc: LibraryHit = {
  kind: 'document',
  title: 'A page [found]',
  url: 'https://site.example/page',
  excerpt: 'What the page says.',
  rank: 0.5,
};
const input = { question: 'q', routes: [], files: [] };

describe('offline answer', () => {
  it('leads with the best item and its sources, then related items, and says "offline" last', () => {
    const { content, sources } = offlineAnswer({
      ...input,
      hits: [topic('falls', 0.9), doc, topic('weak', 0.1)],
    });
    const paragraphs = content.split('\n\n');
    expect(paragraphs[0]).toBe('**Title falls**');
    expect(content).toContain('Sources: [Source falls](https://example.org/falls)');
    expect(content).toContain(
      '**Related in Tend’s library**\n- [A page found](https://site.example/page)',
    );
    expect(content).not.toContain('Title weak');
    expect(paragraphs.at(-1)).toBe(OfflineClosing);
    expect(sources).toEqual([
      { title: 'Source falls', url: 'https://example.org/falls' },
      { title: 'A page [found]', url: 'https://site.example/page' },
    ]);
  });

  it('leads with a discovered document when it ranks first', () => {
    const { content, sources } = offlineAnswer({ ...input, hits: [doc] });
    expect(content.startsWith('**[A page found](https://site.example/page)**')).toBe(true);
    expect(sources).toEqual([{ title: doc.title, url: doc.url }]);
  });

  it('puts the file and the route before the library, and says what it can do when nothing fits', () => {
    const { content } = offlineAnswer({
      question: 'Is this pill safe with donepezil?',
      routes: ['medication-safety'],
      files: [{ filename: 'list.txt', text: 'Donepezil 10 mg at night.' }],
      hits: [topic('medication-safety', 0.5)],
    });
    const order = ['I read **list.txt**', 'I can’t tell you', '**Title medication-safety**'];
    const at = order.map((text) => content.indexOf(text));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(at[0]).toBe(0);
    expect(offlineAnswer({ ...input, hits: [] }).content).toBe(
      `${NothingMatched}\n\n${OfflineClosing}`,
    );
  });

  it('quotes the lines of a file that bear on the question, or its opening lines', () => {
    const text = 'Rosa, age 82.\nDonepezil 10 mg at bedtime.\nMetformin 500 mg with breakfast.';
    expect(relevantLines('when does she take metformin?', text)).toEqual([
      'Metformin 500 mg with breakfast.',
    ]);
    expect(relevantLines('what is this?', text)).toHaveLength(3);
    expect(
      filesLead('q', [{ filename: 'scan.png', text: '(an image; this model cannot see images)' }]),
    ).toMatch(/^I received \*\*scan\.png\*\*, but I can’t read it/);
  });
});

describe('guidance library', () => {
  it('has at least 60 topics with stable unique slugs, short bullet lists and public sources', () => {
    expect(GuidanceLibrary.length).toBeGreaterThanOrEqual(60);
    expect(new Set(GuidanceLibrary.map((t) => t.slug)).size).toBe(GuidanceLibrary.length);
    for (const t of GuidanceLibrary) {
      expect(t.slug).toMatch(/^[a-z0-9-]+$/);
      expect(t.body.split('\n').every((line) => line.startsWith('- '))).toBe(true);
      expect(t.sources.length).toBeGreaterThan(0);
      for (const source of t.sources) expect(source.url).toMatch(/^https:\/\/[a-z0-9.-]+\//);
    }
  });

  it('answers each quick question with its own topic', () => {
    for (const q of QuickQuestions) {
      expect(quickQuestionTopic(`  ${q.toUpperCase()} `)).toBe(QuickQuestionTopics[q]);
      expect(GuidanceLibrary.some((t) => t.slug === QuickQuestionTopics[q])).toBe(true);
    }
    expect(quickQuestionTopic('Fall prevention tips for stairs')).toBeUndefined();
  });
});
