import { SafetyGroups, type SafetyGroup } from '../kinds';
import { readRules } from '../triage';
import { decide, type Thresholds } from './decide';
import type { MessageScores } from './safety-model';

const calm = readRules('what time is it');

function scores(
  group: SafetyGroup,
  vote: MessageScores['vote'],
  crisis = 0.1,
  emergency = 0.05,
): MessageScores {
  const groups = Object.fromEntries(SafetyGroups.map((g) => [g, g === group ? 0.9 : 0.01]));
  return { crisis, emergency, groups: groups as MessageScores['groups'], vote };
}

const heads: Thresholds = { concern: 0.5, emergency: 0.6, urgent: 0.7 };
const voting: Thresholds = { ...heads, vote: 0.6, voteEmergency: 0.8 };

describe('the neighbours voting beside the heads', () => {
  it('makes a crisis most similar messages call one a concern, though the heads are calm', () => {
    const found = decide(scores('suicide', { crisis: 0.7, emergency: 0.3 }), voting, calm);
    expect(found).toEqual([{ kind: 'suicide', level: 'concern' }]);
  });

  it('makes an urgent crisis an emergency when most similar messages were emergencies', () => {
    const found = decide(scores('medical', { crisis: 0.9, emergency: 0.85 }), voting, calm);
    expect(found).toEqual([{ kind: 'medical', level: 'emergency' }]);
  });

  it('never raises a crisis that is not urgent to an emergency by the vote alone', () => {
    const found = decide(scores('abuse_neglect', { crisis: 0.9, emergency: 0.85 }), voting, calm);
    expect(found).toEqual([{ kind: 'abuse_neglect', level: 'concern' }]);
  });

  it('decides nothing by the vote under its thresholds, or for a model trained without them', () => {
    const vote = { crisis: 0.55, emergency: 0.75 };
    expect(decide(scores('suicide', vote), voting, calm)).toEqual([]);
    expect(decide(scores('suicide', { crisis: 1, emergency: 1 }), heads, calm)).toEqual([]);
  });
});
