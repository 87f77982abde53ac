import { commentsOf, weighsMost, type SavedResponses as Responses } from './result-insights';
const answer = (score: number, comment: string | null = null) => ({
  value: 'x',
  score,
  comment,
});

describe('what a check-in result says', () => {
  it.each<[string, Responses, string[]]>([
    ['nothing heavy', { sleep_disruption: answer(2), personal_time: answer(1) }, []],
    [
      'the heaviest first, asking order on a tie, at most three',
      {
        overwhelmed: answer(3),
        sleep_disruption: answer(4),
        financial_strain: answer(3),
        personal_time: answer(4),
        future_concerns: answer(3),
      },
      ['Sleep', 'Time for yourself', 'Feeling overwhelmed'],
    ],
  ])('weighs most: %s', (_case, responses, expected) => {
    expect(weighsMost(responses)).toEqual(expected);
  });

  it('keeps her comments with their topics, blank ones left out', () => {
    expect(
      commentsOf({
        sleep_disruption: answer(4, ' Mom wakes at 2am. '),
        overwhelmed: answer(1, '  '),
        financial_strain: answer(2, 'Rent is late'),
      }),
    ).toEqual([
      { topic: 'Sleep', comment: 'Mom wakes at 2am.' },
      { topic: 'Money', comment: 'Rent is late' },
    ]);
  });
});
