import { addedGuidance, emergencyGuidance } from './emergency-guidance';
import { kindsFromModeration, withSecondOpinion } from './second-opinion';

describe('the moderation second opinion', () => {
  it.each([
    [['self-harm'], ['suicide']],
    [['self-harm/intent', 'self-harm/instructions'], ['suicide']],
    [['violence'], ['abuse_neglect']],
    [
      ['harassment/threatening', 'self-harm'],
      ['suicide', 'abuse_neglect'],
    ],
    [['sexual', 'hate', 'illicit'], []],
    [[], []],
  ])('%j adds %j', (categories, kinds) => {
    expect(kindsFromModeration(categories)).toEqual(kinds);
  });

  it('only ever adds to what the rules found', () => {
    expect(withSecondOpinion(['chest_pain'], [])).toEqual(['chest_pain']);
    expect(withSecondOpinion(['chest_pain'], ['suicide'])).toEqual(['suicide', 'chest_pain']);
    expect(withSecondOpinion([], ['abuse_neglect'])).toEqual(['abuse_neglect']);
    expect(withSecondOpinion(['suicide'], ['suicide'])).toEqual(['suicide']);
  });

  it('streams only the lines it adds, under the heading when none was shown', () => {
    expect(addedGuidance(['stroke'], ['stroke'])).toBe('');
    expect(addedGuidance([], ['suicide'])).toBe(`${emergencyGuidance(['suicide'])}\n\n`);
    const added = addedGuidance(['stroke'], ['abuse_neglect', 'stroke']);
    expect(added).toContain('Adult Protective Services');
    expect(added).not.toContain('stroke');
    expect(added).not.toContain('This sounds like an emergency');
  });
});
