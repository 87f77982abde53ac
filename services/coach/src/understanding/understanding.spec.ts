import { furtherCandidates } from './further-requests';
import { saysLittle, understand, type Scored, type Thresholds } from './understanding';

const scores = (entries: Record<string, number>) => new Map(Object.entries(entries));

/** A message about sleep, whose second clause asks about money and third only sets the scene. */
const message: Scored = {
  whole: scores({ sleep: 0.99, money: 0.9, siblings: 0.6, falls: 0.1 }),
  clauses: [
    scores({ sleep: 0.99, money: 0.2, siblings: 0.1, falls: 0.1 }),
    scores({ sleep: 0.3, money: 0.98, siblings: 0.2, falls: 0.1 }),
    scores({ sleep: 0.5, money: 0.1, siblings: 0.2, falls: 0.55 }),
  ],
};

/** A further-request model that weighs only how the candidate leads its own clause. */
const byClauseLead = (threshold: number): Thresholds => ({
  answers: 0.5,
  related: 0.5,
  further: { weights: [0, 0, 0, 0, 0, 10, 0, 0, 0], bias: 0, threshold },
});

describe('the requests of a message', () => {
  it('offers each clause’s best topic and the whole message’s second and third, never the first', () => {
    const candidates = furtherCandidates(message, 'sleep');
    expect(candidates.map((c) => [c.slug, c.position])).toEqual([
      ['money', 1],
      ['falls', 2],
      ['siblings', 1],
    ]);
    expect(candidates.find((c) => c.slug === 'money')?.features.slice(1, 3)).toEqual([1, 0]);
    // Money is read from a clause of its own, not the one sleep is read from.
    expect(candidates.find((c) => c.slug === 'money')?.features[8]).toBe(0);
    const oneSentence: Scored = {
      whole: scores({ sleep: 0.99, money: 0.9 }),
      clauses: [scores({ sleep: 0.9, money: 0.8 }), scores({ sleep: 0.1, money: 0.2 })],
    };
    expect(furtherCandidates(oneSentence, 'sleep')[0]?.features[8]).toBe(1);
  });

  it('answers the first topic, then the further requests the model finds likely, in the message’s order', () => {
    const understood = understand('en', message, byClauseLead(0.6));
    expect(understood.requests.map((r) => r.slug)).toEqual(['sleep', 'money']);
    expect(understood.related).toEqual(['siblings']);
  });

  it('asks nothing further when the model finds no candidate likely enough', () => {
    expect(understand('en', message, byClauseLead(0.9999)).requests.map((r) => r.slug)).toEqual([
      'sleep',
    ]);
  });

  it('answers nothing when even the best topic is unlikely, so the coach can ask back', () => {
    const unsure = { ...byClauseLead(0.6), answers: 0.995 };
    expect(understand('en', message, unsure).requests).toEqual([]);
  });

  it.each([
    ['help', true],
    ['what do I do now??', true],
    ['¿qué hago?', true],
    ['My therapist asked when I last did anything for myself and I could not answer', false],
  ])('tells whether "%s" says too little to answer without asking back (%s)', (message, little) => {
    expect(saysLittle(message)).toBe(little);
  });
});
