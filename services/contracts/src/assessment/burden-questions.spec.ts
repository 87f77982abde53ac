import {
  BURDEN_QUESTION_IDS,
  BurdenQuestions,
  burdenOptionScore,
  type BurdenQuestionId,
} from './burden-questions';

describe('the burden question catalogue', () => {
  it('asks the spec’s ten questions in order, five options each, with distinct values', () => {
    expect(BurdenQuestions.map((q) => q.id)).toEqual([
      'overwhelmed',
      'physical_health',
      'emotional_health',
      'social_isolation',
      'sleep_disruption',
      'financial_strain',
      'support_adequacy',
      'personal_time',
      'care_confidence',
      'future_concerns',
    ]);
    expect(BURDEN_QUESTION_IDS).toEqual(BurdenQuestions.map((q) => q.id));
    for (const q of BurdenQuestions) {
      expect(q.options).toHaveLength(5);
      expect(new Set(q.options.map((o) => o.value)).size).toBe(5);
      expect(new Set(q.options.map((o) => o.score))).toEqual(new Set([0, 1, 2, 3, 4]));
      expect(q.text.trim().length).toBeGreaterThan(20);
      expect(q.options.every((o) => o.label.trim().length > 0)).toBe(true);
    }
  });

  it('reverses the scores of the positively worded items (health, support, personal time, confidence), lightest answer first on all', () => {
    expect(BurdenQuestions.filter((q) => q.positivelyWorded).map((q) => q.id)).toEqual([
      'physical_health',
      'support_adequacy',
      'personal_time',
      'care_confidence',
    ]);
    for (const q of BurdenQuestions) {
      const scores = q.options.map((o) => o.score);
      // Shown lightest first on every question, whichever way it is worded.
      expect(scores).toEqual([0, 1, 2, 3, 4]);
    }
  });

  // Every option of every item, written out: the worse answer always scores higher.
  const table: [BurdenQuestionId, string, number][] = [
    ['overwhelmed', 'hardly_ever', 0],
    ['overwhelmed', 'now_and_then', 1],
    ['overwhelmed', 'about_half_the_time', 2],
    ['overwhelmed', 'most_days', 3],
    ['overwhelmed', 'nearly_every_day', 4],
    ['physical_health', 'strong', 0],
    ['physical_health', 'mostly_fine', 1],
    ['physical_health', 'up_and_down', 2],
    ['physical_health', 'worn_down', 3],
    ['physical_health', 'struggling', 4],
    ['emotional_health', 'hardly_ever', 0],
    ['emotional_health', 'now_and_then', 1],
    ['emotional_health', 'about_half_the_time', 2],
    ['emotional_health', 'most_days', 3],
    ['emotional_health', 'nearly_every_day', 4],
    ['social_isolation', 'hardly_ever', 0],
    ['social_isolation', 'now_and_then', 1],
    ['social_isolation', 'about_half_the_time', 2],
    ['social_isolation', 'most_days', 3],
    ['social_isolation', 'nearly_every_day', 4],
    ['sleep_disruption', 'hardly_ever', 0],
    ['sleep_disruption', 'now_and_then', 1],
    ['sleep_disruption', 'about_half_the_time', 2],
    ['sleep_disruption', 'most_days', 3],
    ['sleep_disruption', 'nearly_every_day', 4],
    ['financial_strain', 'not_at_all', 0],
    ['financial_strain', 'a_little', 1],
    ['financial_strain', 'noticeably', 2],
    ['financial_strain', 'a_lot', 3],
    ['financial_strain', 'constant_worry', 4],
    ['support_adequacy', 'always', 0],
    ['support_adequacy', 'usually', 1],
    ['support_adequacy', 'sometimes', 2],
    ['support_adequacy', 'rarely', 3],
    ['support_adequacy', 'never', 4],
    ['personal_time', 'most_days', 0],
    ['personal_time', 'few_times_a_week', 1],
    ['personal_time', 'about_weekly', 2],
    ['personal_time', 'once_in_a_while', 3],
    ['personal_time', 'hardly_ever', 4],
    ['care_confidence', 'very_sure', 0],
    ['care_confidence', 'fairly_sure', 1],
    ['care_confidence', 'somewhat_sure', 2],
    ['care_confidence', 'not_very_sure', 3],
    ['care_confidence', 'not_sure', 4],
    ['future_concerns', 'hardly_ever', 0],
    ['future_concerns', 'now_and_then', 1],
    ['future_concerns', 'about_half_the_time', 2],
    ['future_concerns', 'most_days', 3],
    ['future_concerns', 'nearly_every_day', 4],
  ];

  it('the table covers every option of every item', () => {
    expect(table).toHaveLength(50);
  });

  it.each(table)('%s: %s scores %i', (id, value, score) => {
    expect(burdenOptionScore(id, value)).toBe(score);
  });

  it.each([
    ['overwhelmed', 'strong'],
    ['physical_health', 'hardly_ever'],
    ['sleep_disruption', 'Most days'],
    ['sleep_disruption', 3],
    ['sleep_disruption', ''],
    ['sleep_disruption', null],
  ] as [BurdenQuestionId, unknown][])('%s: %j is not an option', (id, value) => {
    expect(burdenOptionScore(id, value)).toBeUndefined();
  });
});
