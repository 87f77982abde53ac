import { mergeFindings, onlyRaises, type SafetyFinding } from './kinds';
import { findingsOfJudgement } from './model-judgement';
import { findingsOfModeration } from './second-opinion';

describe('the moderation second opinion', () => {
  it.each([
    [['self-harm'], [{ kind: 'suicide', level: 'concern' }]],
    [['self-harm/intent', 'self-harm/instructions'], [{ kind: 'suicide', level: 'emergency' }]],
    [['violence'], [{ kind: 'abuse_neglect', level: 'concern' }]],
    [['sexual', 'hate', 'illicit'], []],
    [[], []],
  ])('%j adds %j', (categories, expected) => {
    expect(mergeFindings(findingsOfModeration(categories))).toEqual(expected);
  });
});

describe("the model's risk judgement", () => {
  it.each([
    [
      { kind: 'caregiver_endangered', level: 'emergency', reason: 'threat' },
      [{ kind: 'caregiver_endangered', level: 'emergency' }],
    ],
    [
      { kind: 'medical', level: 'concern', reason: 'unclear timing' },
      [{ kind: 'medical', level: 'concern' }],
    ],
    [
      { kind: 'poison', level: 'emergency', reason: 'pills' },
      [{ kind: 'overdose', level: 'emergency' }],
    ],
    [{ kind: 'none', level: 'none', reason: 'ordinary' }, []],
    [{ kind: 'suicide', level: 'none', reason: 'past' }, []],
    [{ kind: 'made_up', level: 'emergency', reason: '' }, []],
    ['not json at all', []],
  ])('%j adds %j', (judgement, expected) => {
    expect(findingsOfJudgement(judgement)).toEqual(expected);
  });
});

describe('second opinions only raise', () => {
  const offline: SafetyFinding[] = [
    { kind: 'stroke', level: 'emergency' },
    { kind: 'suicide', level: 'concern' },
  ];

  it('keeps every level and kind the offline layers found, and raises a concern to an emergency', () => {
    const merged = mergeFindings(offline, [
      { kind: 'stroke', level: 'concern' },
      { kind: 'suicide', level: 'emergency' },
    ]);
    expect(merged).toEqual([
      { kind: 'suicide', level: 'emergency' },
      { kind: 'stroke', level: 'emergency' },
    ]);
    expect(onlyRaises(offline, merged)).toBe(true);
  });

  it('notices a lowered level', () => {
    expect(onlyRaises(offline, [{ kind: 'stroke', level: 'concern' }])).toBe(false);
  });
});
