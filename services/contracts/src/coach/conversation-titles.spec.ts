import {
  AutoTitleMaxLength,
  newChatTitle,
  shouldAutoTitle,
  titleFromMessage,
  welcomeTitle,
} from './conversation-titles';

describe('titleFromMessage', () => {
  it.each([
    ['How do I help Mom sleep?', 'How do I help Mom sleep'],
    ['  lots   of\n\nspace\there  ', 'lots of space here'],
    ["Dad's meds -- again!!", 'Dad s meds again'],
    ['¿Cómo ayudo a José?', 'Cómo ayudo a José'],
    ['snake_case_kept', 'snake_case_kept'],
    ['ok', 'Caregiving Question'],
    ['!!! ?? ...', 'Caregiving Question'],
    ['', 'Caregiving Question'],
    ['📎 File attached', 'File attached'],
    ['abc', 'abc'],
    // exactly 40 characters: kept whole
    ['a'.repeat(40), 'a'.repeat(40)],
    // cut at the last space past character 20, then '...'
    [
      'My mother keeps getting up at night and wandering around the house',
      'My mother keeps getting up at night...',
    ],
    // no space past character 20: a hard cut at 37 plus '...'
    ['short ' + 'x'.repeat(60), 'short ' + 'x'.repeat(31) + '...'],
    // a word ending exactly at the cut stays whole
    ['a'.repeat(37) + ' more words here', 'a'.repeat(37) + '...'],
  ])('%j becomes %j', (input, expected) => {
    expect(titleFromMessage(input)).toBe(expected);
  });

  it('never exceeds the 40-character limit', () => {
    for (let n = 0; n < 200; n += 7) {
      const text = Array.from({ length: n }, (_, i) => 'w'.repeat((i % 9) + 1)).join(' ');
      expect(titleFromMessage(text).length).toBeLessThanOrEqual(AutoTitleMaxLength);
    }
  });
});

describe('shouldAutoTitle', () => {
  it.each([
    ['New Chat - Mar 5, 9:41 PM', 0, true],
    ['New Chat - Mar 5, 9:41 PM', 2, false],
    ['Welcome Maria', 0, false],
    ['new chat - lower', 0, false],
  ] as const)('%j with %i messages: %s', (title, count, expected) => {
    expect(shouldAutoTitle(title, count)).toBe(expected);
  });
});

describe('titles for new conversations', () => {
  it('welcomes by first name or "there"', () => {
    expect(welcomeTitle('Maria')).toBe('Welcome Maria');
    expect(welcomeTitle('  ')).toBe('Welcome there');
    expect(welcomeTitle(null)).toBe('Welcome there');
    expect(welcomeTitle('M'.repeat(100))).toBe(`Welcome ${'M'.repeat(92)}`);
  });
  it('stamps a new chat with a short date and time', () => {
    const title = newChatTitle(new Date('2025-03-05T21:41:00Z'), 'en-US', 'UTC');
    expect(title).toBe('New Chat - Mar 5, 9:41 PM');
    expect(shouldAutoTitle(title, 0)).toBe(true);
  });
});
