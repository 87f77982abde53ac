import { FileAttachedText, shouldAutoTitle, titleFromMessage } from '@tend/contracts';
import {
  canSend,
  clientMessageIdFor,
  draftAlreadySent,
  collapsedPreview,
  collapsesMessage,
  newClientMessageId,
  pendingSend,
  withoutOfflineNotice,
  INPUT_MAX_HEIGHT_PX,
  isSameSitePath,
  messageContent,
  parseAttachment,
  shouldCollapse,
  visibleText,
  withoutAppendedSources,
} from './chat-rules';
import {
  DEFAULT_STATUS,
  LONG_WAIT_STATUSES,
  LONG_WAIT_STEP_MS,
  STATUS_STEP_MS,
  statusTextAt,
} from './status-texts';

describe('send rules', () => {
  it.each([
    ['', 0, false, false],
    ['   \n ', 0, false, false],
    ['Hello', 0, false, true],
    ['', 1, false, true],
    ['Hello', 0, true, false],
    ['', 2, true, false],
  ])('text %j with %i files while sending=%s: send enabled %s', (text, files, sending, ok) => {
    expect(canSend(text, files, sending)).toBe(ok);
  });

  it("sends '📎 File attached' when only files are attached, else the trimmed text", () => {
    expect(messageContent('  ', 1)).toBe(FileAttachedText);
    expect(FileAttachedText).toBe('📎 File attached');
    expect(messageContent('  Is this rash serious? ', 1)).toBe('Is this rash serious?');
    expect(messageContent('', 0)).toBe('');
  });

  it('caps the input at 120 px', () => {
    expect(INPUT_MAX_HEIGHT_PX).toBe(120);
  });

  it('auto-titles only a "New Chat -" conversation without messages, from the first message', () => {
    expect(shouldAutoTitle('New Chat - Oct 3, 9:15 PM', 0)).toBe(true);
    expect(shouldAutoTitle('New Chat - Oct 3, 9:15 PM', 2)).toBe(false);
    expect(shouldAutoTitle('Welcome Dana', 0)).toBe(false);
    expect(titleFromMessage('How do I help Mom with sundowning every evening around 5pm?')).toBe(
      'How do I help Mom with sundowning...',
    );
    expect(titleFromMessage('?!')).toBe('Caregiving Question');
  });
});

describe('collapse thresholds', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n');

  it('collapses more than 5 lines or more than 500 characters', () => {
    expect(shouldCollapse(lines(5))).toBe(false);
    expect(shouldCollapse(lines(6))).toBe(true);
    expect(shouldCollapse('a'.repeat(500))).toBe(false);
    expect(shouldCollapse('a'.repeat(501))).toBe(true);
  });

  it('previews 4 lines or 400 characters', () => {
    expect(collapsedPreview(lines(8))).toBe(`${lines(4)}...`);
    const long = 'word '.repeat(200).trim();
    const preview = collapsedPreview(long);
    expect(preview.length).toBeLessThanOrEqual(403);
    expect(preview.endsWith('word...')).toBe(true);
  });

  it('counts lines of text, not the blank lines between paragraphs, so the first step shows', () => {
    const answer = [
      'Evenings can feel like bracing for a storm.',
      '**Managing sundowning**',
      '- **Tonight:** turn the lights up before dusk.',
      '- Keep the afternoon calm.',
      '- Call the doctor for sudden changes.',
    ].join('\n\n');
    expect(collapsedPreview(answer)).toBe(
      `${answer.split('\n\n').slice(0, 4).join('\n\n').replace(/\.$/, '')}...`,
    );
  });
});

describe('what collapses', () => {
  const long = Array.from({ length: 8 }, (_, i) => `- step ${i + 1}`).join('\n');
  it.each([
    ['a long answer', long, false, true],
    ['a long emergency answer', long, true, false],
    ['a short answer', 'Call 911.', false, false],
    ['a short emergency answer', 'Call 911.', true, false],
  ])('%s: collapsed %#', (_name, text, emergency, collapsed) => {
    expect(collapsesMessage(text, emergency)).toBe(collapsed);
  });

  it.each([
    ['bold', `${'a '.repeat(195)}**Lock the doors** at night ${'b '.repeat(50)}`, '**'],
    ['code', `${'a '.repeat(196)}\`call 911 now\` ${'b '.repeat(50)}`, '`'],
  ])('a preview cut inside %s leaves no mark open', (_name, text, mark) => {
    const preview = collapsedPreview(text);
    expect((preview.split(mark).length - 1) % 2).toBe(0);
  });
});

describe('offline answers', () => {
  it.each([
    [
      '_Offline mode: the AI coach is not connected right now, so this answer comes from Tend’s built-in caregiving guidance and library._\n\n**Falls**\n\nKeep paths clear.',
      '**Falls**\n\nKeep paths clear.',
    ],
    [
      '_The AI coach could not be reached just now, so this answer comes from Tend’s built-in guidance._\n\nCall 911.',
      'Call 911.',
    ],
    [
      '**Falls**\n\n_Offline mode_ is a label, not advice.',
      '**Falls**\n\n_Offline mode_ is a label, not advice.',
    ],
    ['Keep paths clear.', 'Keep paths clear.'],
  ])('starts with the advice: %j', (content, shown) => {
    expect(withoutOfflineNotice(content)).toBe(shown);
  });
});

describe('client message ids', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const id = '7d0f3f5e-3c1b-4c7e-9f1a-2b3c4d5e6f70';

  it('makes a new UUID per message, with or without crypto.randomUUID', () => {
    expect(newClientMessageId()).toMatch(UUID);
    expect(newClientMessageId()).not.toBe(newClientMessageId());
    const real = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newClientMessageId()).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: real, configurable: true });
    }
  });

  it.each([
    ['a resend to the same conversation keeps its id', pendingSend('c1', id), 'c1', true],
    ['a send to another conversation is a new message', pendingSend('c1', id), 'c2', false],
    ['nothing pending is a new message', '', 'c1', false],
  ])('%s', (_name, pending, conversationId, same) => {
    const sent = clientMessageIdFor(pending, conversationId);
    expect(sent).toMatch(UUID);
    expect(sent === id).toBe(same);
  });
});

describe('a send cut off by a reload', () => {
  const asked = (content: string, attachments: string[] = []) => ({
    role: 'user',
    content,
    attachments,
  });
  const answered = { role: 'assistant', content: 'Try a routine.', attachments: [] };
  const kept = { text: ' Is this normal? ', attachments: [], pending: pendingSend('c1', 'id1') };

  it.each([
    [
      'delivered: the conversation ends with her words',
      kept,
      'c1',
      [asked('Is this normal?'), answered],
      true,
    ],
    ['delivered, the answer not written yet', kept, 'c1', [asked('Is this normal?')], true],
    [
      'not delivered: the last question is another one',
      kept,
      'c1',
      [asked('Hello'), answered],
      false,
    ],
    [
      'an older identical question does not count',
      kept,
      'c1',
      [asked('Is this normal?'), answered, asked('Thanks'), answered],
      false,
    ],
    ['pending for another conversation', kept, 'c2', [asked('Is this normal?')], false],
    [
      'nothing pending: words typed afresh stay',
      { ...kept, pending: '' },
      'c1',
      [asked('Is this normal?')],
      false,
    ],
    ['an empty box has nothing to forget', { ...kept, text: '' }, 'c1', [asked('')], false],
    [
      'files count too',
      { ...kept, attachments: ['/f|a.pdf'] },
      'c1',
      [asked('Is this normal?')],
      false,
    ],
    ['no chat open', kept, null, [], false],
  ] as const)('%s', (_name, draft, conversationId, messages, delivered) => {
    expect(draftAlreadySent(draft, conversationId, messages)).toBe(delivered);
  });
});

describe('sources appended to an answer', () => {
  it('leaves out the list the coach appends, which the bubble shows as links instead', () => {
    const answer = 'Keep a routine [1].\n\nLimit caffeine [2].';
    const appended = `${answer}\n\n**Sources**\n- [1] [Sundowning](https://a.example/s)\n- [2] [Sleep](https://a.example/z)`;
    expect(withoutAppendedSources(appended)).toBe(answer);
    expect(withoutAppendedSources(answer)).toBe(answer);
    // Only a list at the very end is the appended one.
    const inside = '**Sources**\n- [1] [A](https://a.example)\n\nMore text.';
    expect(withoutAppendedSources(inside)).toBe(inside);
  });
});

describe('status text rotation', () => {
  it("says 'Thinking...' by default", () => {
    expect(DEFAULT_STATUS).toBe('Thinking...');
  });

  it('steps through the first texts, with the files step only when files are attached', () => {
    const at = (step: number, files: boolean) => statusTextAt(step * STATUS_STEP_MS, files);
    expect([0, 1, 2, 3, 4, 5].map((s) => at(s, false))).toEqual([
      'Preparing your message',
      'Connecting to AI care coach',
      'Analyzing your caregiving question',
      'Generating personalized guidance',
      'Reviewing safety recommendations',
      'Formatting your response',
    ]);
    expect(at(1, true)).toBe('Analyzing uploaded files');
    expect(at(6, true)).toBe('Formatting your response');
  });

  it('then changes every 3 s and stays on "Almost ready"', () => {
    const start = 6 * STATUS_STEP_MS;
    expect(statusTextAt(start, false)).toBe('Consulting care guidelines');
    expect(statusTextAt(start + LONG_WAIT_STEP_MS - 1, false)).toBe('Consulting care guidelines');
    expect(LONG_WAIT_STEP_MS).toBe(3000);
    expect(
      LONG_WAIT_STATUSES.map((_, i) => statusTextAt(start + i * LONG_WAIT_STEP_MS, false)),
    ).toEqual([...LONG_WAIT_STATUSES]);
    expect(statusTextAt(start + 60_000, false)).toBe('Almost ready');
  });
});

describe('attachments', () => {
  it("reads 'url|filename' and links only same-site paths", () => {
    expect(parseAttachment('/api/chat/files/abc|scan.pdf')).toEqual({
      url: '/api/chat/files/abc',
      filename: 'scan.pdf',
    });
    expect(parseAttachment('/api/chat/files/abc|Mom|Dad.pdf').filename).toBe('Mom|Dad.pdf');
    expect(parseAttachment('/api/chat/files/abc|')).toEqual({
      url: '/api/chat/files/abc',
      filename: 'File',
    });
    expect(parseAttachment('/api/chat/files/abc')).toEqual({
      url: '/api/chat/files/abc',
      filename: 'abc',
    });
    expect(isSameSitePath('/api/chat/files/abc')).toBe(true);
    expect(isSameSitePath('//evil.example/x')).toBe(false);
    expect(isSameSitePath('javascript:alert(1)')).toBe(false);
  });
});

describe('an answer folded by the coach', () => {
  const first =
    '**Does Medicare pay for adult diapers?**\nNo. Medicaid may.\n\n**Managing incontinence**\n\n- One.\n- Two.';
  const folded = `${first}\n\n**More on this**\n\n- Three.\n- Four.`;

  it('shows its first part with More on this, and the rest without the heading once opened', () => {
    expect(visibleText(folded, false, false)).toEqual({ shown: first, toggle: 'fold' });
    expect(visibleText(folded, false, true).shown).toBe(`${first}\n\n- Three.\n- Four.`);
  });

  it('folds a Spanish answer at its own heading', () => {
    const spanish = `${first}\n\n**Más sobre esto**\n\n- Tres.`;
    expect(visibleText(spanish, false, false)).toEqual({ shown: first, toggle: 'fold' });
  });

  it('still collapses an answer with no fold, and shows emergency guidance whole', () => {
    const long = `${'- A step that goes on for a while.\n'.repeat(30)}`;
    expect(visibleText(long, false, false).toggle).toBe('collapse');
    expect(visibleText(folded, true, false)).toEqual({ shown: folded, toggle: null });
  });
});
