import { collapsedPreview } from './chat-rules';
import { leavesMarkOpen, markdownBlocks, markdownToPlainText } from './markdown-text';

/** The start of the coach's offline answer to a caregiver who is worn out (offline-leads.ts). */
const overwhelm = `That sounds really hard, and it makes sense that you feel this way. You are carrying a lot, and reaching out is a good step.

- **See where you are:** Tend’s [caregiver check-in](/assessment) is ten short questions; it shows how heavy the load has become and suggests next steps.
- **Get a break:** respite care gives you planned time off. The [ARCH National Respite Locator](https://archrespite.org/) lists programs by state, and the [Eldercare Locator](https://eldercare.acl.gov/) finds help near you.
- If you ever feel you cannot go on, call or text **[988](tel:988)**, any time.`;

describe('copying an answer as plain text', () => {
  it('drops the Markdown marks, keeps links as their words and list items a line each', () => {
    expect(markdownToPlainText(overwhelm).split('\n')).toEqual([
      'That sounds really hard, and it makes sense that you feel this way. You are carrying a lot, and reaching out is a good step.',
      '',
      '- See where you are: Tend’s caregiver check-in is ten short questions; it shows how heavy the load has become and suggests next steps.',
      '- Get a break: respite care gives you planned time off. The ARCH National Respite Locator lists programs by state, and the Eldercare Locator finds help near you.',
      '- If you ever feel you cannot go on, call or text 988, any time.',
    ]);
  });

  it.each([
    ['a quote', '> Call her doctor first.', 'Call her doctor first.'],
    ['a heading', '### Sundowning\nKeep the lights on.', 'Sundowning\nKeep the lights on.'],
    [
      'a numbered list',
      '1. *Lock* the doors\n2. Hide the `keys`',
      '1. Lock the doors\n2. Hide the keys',
    ],
    ['a table', '| Time | Dose |\n|---|---|\n| 8 am | 5 mg |', 'Time\tDose\n8 am\t5 mg'],
    ['a rule and code', 'Before\n\n---\n\n```\nnotes\n```', 'Before\n\nnotes'],
    ['words with underscores', 'See my_file_name and 2 * 3 * 4', 'See my_file_name and 2 * 3 * 4'],
  ])('%s', (_name, markdown, plain) => {
    expect(markdownToPlainText(markdown)).toBe(plain);
  });
});

describe('folding a long answer', () => {
  it('ends the preview after a whole list item, never inside a link', () => {
    const preview = collapsedPreview(overwhelm);
    expect(preview).not.toContain('ARCH');
    expect(preview).toMatch(/suggests next steps\.\.\.$/);
    expect(leavesMarkOpen(preview)).toBe(false);
  });

  it('reads paragraphs and each list item as a block', () => {
    expect(markdownBlocks(overwhelm)).toHaveLength(4);
  });

  it('cuts a long first paragraph at a space outside its links', () => {
    const long = `${'Rest often. '.repeat(32)}Ask the [Eldercare Locator](https://eldercare.acl.gov/) for help. ${'More. '.repeat(40)}`;
    const preview = collapsedPreview(long);
    expect(leavesMarkOpen(preview)).toBe(false);
    expect(preview.length).toBeLessThanOrEqual(403);
    expect(preview.endsWith('...')).toBe(true);
  });
});
