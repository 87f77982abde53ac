import { mentionedState, selfDirectedNote } from './states';

describe('the state a question names', () => {
  it.each([
    ['Can I get paid to care for my mother in New Jersey?', 'NJ'],
    ['we live in west virginia', 'WV'],
    ['Virginia rules for family caregivers', 'VA'],
    ['my dad is in NY', 'NY'],
    ['I live in PA near Pittsburgh', 'PA'],
    ['new york city', 'NY'],
    ['OK, can I get paid?', undefined],
    ['me and my mom', undefined],
    ['Can I get paid to care for my mom?', undefined],
  ])('%s → %s', (question, state) => {
    expect(mentionedState(question)).toBe(state);
  });

  it('names the state’s own program where it is well known, and always says what to ask', () => {
    expect(selfDirectedNote('NJ')).toContain('Personal Preference Program');
    expect(selfDirectedNote('CA')).toContain('In-Home Supportive Services');
    expect(selfDirectedNote('OH')).toMatch(/^Ask Ohio’s Medicaid agency .*self-directed/);
  });
});
