import { GuidanceLibrary } from './library';
import { crisisFocus } from './crisis-topics';
import { EmergencyKinds } from '../safety/kinds';

describe('crisisFocus', () => {
  it('is nothing for an ordinary message', () => {
    expect(crisisFocus([])).toBeUndefined();
  });

  it.each([
    [['suicide'], { topic: 'caregiver-depression', topicOnly: true }],
    [['caregiver_harm'], { topic: 'caregiver-anger', topicOnly: true }],
    [['abuse_neglect', 'suicide'], { topic: 'elder-abuse-neglect', topicOnly: true }],
    [['missing_person'], { topic: 'wandering', topicOnly: false }],
    [['head_injury_fall'], { topic: 'after-a-fall', topicOnly: false }],
  ] as const)('%j leads to %j', (kinds, focus) => {
    expect(crisisFocus(kinds)).toEqual(focus);
  });

  it('names a topic the library has for every kind', () => {
    const slugs = new Set(GuidanceLibrary.map((topic) => topic.slug));
    for (const kind of EmergencyKinds) expect(slugs).toContain(crisisFocus([kind])?.topic);
  });
});
