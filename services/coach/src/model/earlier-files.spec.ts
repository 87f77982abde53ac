import { earlierAttachments, historyWithFiles, type StoredHistoryMessage } from './earlier-files';

const logId = '11111111-2222-4333-8444-555555555555';
const planId = '66666666-7777-4888-9999-aaaaaaaaaaaa';
const attached = (fileId: string, filename: string) => ({ fileId, filename });

const history: StoredHistoryMessage[] = [
  { role: 'user', content: '📎 File attached', attachments: [attached(logId, 'mom-log.txt')] },
  { role: 'assistant', content: 'Her blood pressure was a little high.', attachments: [] },
  {
    role: 'user',
    content: 'And this plan?',
    attachments: [attached(planId, 'plan.pdf'), attached(logId, 'mom-log.txt')],
  },
];

describe('files attached earlier in a conversation', () => {
  it('names each earlier file once, and only those of questions', () => {
    expect(earlierAttachments(history).map((ref) => [ref.fileId, ref.filename])).toEqual([
      [logId, 'mom-log.txt'],
      [planId, 'plan.pdf'],
    ]);
    expect(
      earlierAttachments([
        { role: 'assistant', content: 'x', attachments: [attached(logId, 'a.txt')] },
        { role: 'user', content: 'y', attachments: [{ verbatim: '/etc/passwd|p' }] },
      ]),
    ).toEqual([]);
  });

  it('puts each file text after the question it came with, leaving answers as they were', () => {
    const files = new Map([
      [logId, { filename: 'mom-log.txt', text: 'Blood pressure 142/90.' }],
      [planId, { filename: 'plan.pdf', text: 'Lisinopril 10 mg at 8am.' }],
    ]);
    const expanded = historyWithFiles(history, files);
    expect(expanded[0]?.content).toBe(
      '📎 File attached\n\n--- Attached file "mom-log.txt" ---\nBlood pressure 142/90.',
    );
    expect(expanded[1]).toEqual({
      role: 'assistant',
      content: 'Her blood pressure was a little high.',
    });
    expect(expanded[2]?.content).toBe(
      'And this plan?\n\n--- Attached file "plan.pdf" ---\nLisinopril 10 mg at 8am.' +
        '\n\n--- Attached file "mom-log.txt" ---\nBlood pressure 142/90.',
    );
  });

  it('leaves out a file that is no longer there', () => {
    const expanded = historyWithFiles(history, new Map());
    expect(expanded.map((m) => m.content)).toEqual([
      '📎 File attached',
      'Her blood pressure was a little high.',
      'And this plan?',
    ]);
  });
});
