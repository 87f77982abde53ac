import { BurdenQuestions, type BurdenLevel, type BurdenQuestionId } from '@tend/contracts';
import { focusItems, recommend, type RecommendationInput } from './recommend';
import {
  CrisisRecommendation,
  FinancialStrainWithChecker,
  ItemRecommendations,
  keyOfText,
  LevelRecommendations,
  RecommendationTexts,
} from './recommendation-texts';

/** Item scores by question id; anything not named scores 0. */
function items(scores: Partial<Record<BurdenQuestionId, number>>): RecommendationInput['items'] {
  return BurdenQuestions.map((q) => ({ questionId: q.id, score: scores[q.id] ?? 0 }));
}

const ids = (input: RecommendationInput) => recommend(input).map((r) => r.id);

describe('recommend: chosen by the level and the worst-scoring items', () => {
  it.each<[string, BurdenLevel, Partial<Record<BurdenQuestionId, number>>, string[]]>([
    ['nothing heavy', 'Low', {}, ['level.Low']],
    ['items at 1 are not a focus', 'Low', { sleep_disruption: 1, overwhelmed: 1 }, ['level.Low']],
    ['an item at 2 is', 'Low', { sleep_disruption: 2 }, ['level.Low', 'sleep_disruption']],
    [
      'worst first, ties in the order asked, at most three',
      'Mild',
      { future_concerns: 3, financial_strain: 3, sleep_disruption: 4, overwhelmed: 3 },
      ['level.Mild', 'sleep_disruption', 'overwhelmed', 'financial_strain'],
    ],
    [
      'a moderate load',
      'Moderate',
      { social_isolation: 4, personal_time: 4, physical_health: 2 },
      ['level.Moderate', 'social_isolation', 'personal_time', 'physical_health'],
    ],
    [
      'a high load starts with the crisis lines',
      'High',
      { care_confidence: 4, support_adequacy: 4, emotional_health: 4, overwhelmed: 3 },
      ['crisis', 'level.High', 'emotional_health', 'support_adequacy', 'care_confidence'],
    ],
    ['High even with no single focus item', 'High', {}, ['crisis', 'level.High']],
  ])('%s', (_what, level, scores, expected) => {
    expect(ids({ level, items: items(scores), eligibilityEnabled: false })).toEqual(expected);
  });

  it.each<[BurdenQuestionId, RegExp[]]>([
    ['sleep_disruption', [/respite/i, /sleep guidance/i, /1-800-677-1116/]],
    ['financial_strain', [/benefit programs/i]],
    ['social_isolation', [/support group/i, /AI Care Coach/]],
    ['overwhelmed', [/hand to someone else/i]],
    ['physical_health', [/appointment for yourself/i]],
    ['emotional_health', [/how you are really feeling/i]],
    ['support_adequacy', [/specific things others could do/i]],
    ['personal_time', [/one hour this week/i]],
    ['care_confidence', [/AI Care Coach/, /resources library/i]],
    ['future_concerns', [/plan for the months ahead/i]],
  ])('%s at its worst gets its own step', (id, patterns) => {
    const list = recommend({ level: 'Mild', items: items({ [id]: 4 }), eligibilityEnabled: false });
    expect(list.map((r) => r.id)).toEqual(['level.Mild', id]);
    for (const pattern of patterns) expect(list[1]?.text).toMatch(pattern);
  });

  it.each<[boolean, string, string]>([
    [true, 'financial_strain.checker', FinancialStrainWithChecker],
    [false, 'financial_strain', ItemRecommendations.financial_strain],
  ])('money strain points to the eligibility checker only when it is on (%s)', (on, id, text) => {
    const list = recommend({
      level: 'Moderate',
      items: items({ financial_strain: 4 }),
      eligibilityEnabled: on,
    });
    expect(list[1]).toEqual({ id, text });
    expect(/eligibility checker/i.test(text)).toBe(on);
  });

  it.each<[BurdenLevel, boolean]>([
    ['Low', false],
    ['Mild', false],
    ['Moderate', false],
    ['High', true],
  ])('%s gives the crisis resources: %s', (level, crisis) => {
    const list = recommend({ level, items: items({}), eligibilityEnabled: false });
    expect(list.some((r) => r.text === CrisisRecommendation)).toBe(crisis);
    const all = list.map((r) => r.text).join(' ');
    expect(/988 Suicide & Crisis Lifeline/.test(all)).toBe(crisis);
    if (crisis) expect(all).toContain('1-800-677-1116');
  });

  it('gives no medical advice in any text', () => {
    const texts = [
      CrisisRecommendation,
      FinancialStrainWithChecker,
      ...Object.values(LevelRecommendations),
      ...Object.values(ItemRecommendations),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(
        /\b(medication|medicine|dose|dosage|diagnos\w*|prescri\w*|treat\w*|symptom\w*|therapy|mg)\b/i,
      );
    }
  });

  it('a text saved before keys gets its key back only when it is exactly a step', () => {
    for (const [key, text] of Object.entries(RecommendationTexts))
      expect(keyOfText(text)).toBe(key);
    expect(keyOfText(ItemRecommendations.sleep_disruption)).toBe('sleep_disruption');
    expect(keyOfText(`${LevelRecommendations.Low} `)).toBeNull();
    expect(keyOfText('Keep a simple sleep log.')).toBeNull();
  });

  it('focusItems never returns more than three', () => {
    const all = Object.fromEntries(BurdenQuestions.map((q) => [q.id, 4]));
    expect(focusItems(items(all))).toEqual(['overwhelmed', 'physical_health', 'emotional_health']);
  });
});
