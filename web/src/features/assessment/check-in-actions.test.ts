import { BurdenQuestions } from '@tend/contracts';
import { checkInActions } from './check-in-actions';
import type { SavedResponses } from './result-insights';

const answer = (score: number) => ({ value: 'x', score, comment: null });
/** Every area at `score`, the named ones at theirs. */
const answers = (score: number, others: SavedResponses = {}): SavedResponses => ({
  ...Object.fromEntries(BurdenQuestions.map((q) => [q.id, answer(score)])),
  ...others,
});
const everything = { checkPrograms: true, inviteToCircle: true };
const labels = (responses: SavedResponses, can = everything) =>
  checkInActions(responses, can).map((action) => action.label);

describe('what Tend can do after a check-in', () => {
  it('names one action for each heavy area Tend has one for, respite once', () => {
    expect(labels(answers(4))).toEqual([
      'assessment.action.supportGroups',
      'assessment.action.sleep',
      'assessment.action.programs',
      'assessment.action.invite',
      'assessment.action.respite',
    ]);
  });

  it('puts the heaviest area first', () => {
    expect(labels(answers(3, { sleep_disruption: answer(4) }))[0]).toBe('assessment.action.sleep');
  });

  it('names nothing when nothing weighs heavily', () => {
    expect(labels(answers(2))).toEqual([]);
  });

  it('sends money to the coach without the checker, and help to respite without a circle', () => {
    const heavy = answers(1, { financial_strain: answer(4), support_adequacy: answer(4) });
    expect(labels(heavy, { checkPrograms: false, inviteToCircle: false })).toEqual([
      'assessment.action.paying',
      'assessment.action.respite',
    ]);
  });

  it('opens her programs, her circle, or the coach with a question', () => {
    expect(checkInActions(answers(4), everything).map((action) => action.to)).toEqual([
      { ask: 'assessment.action.supportGroups.ask' },
      { ask: 'assessment.action.sleep.ask' },
      { path: '/eligibility' },
      { circleOf: true },
      { ask: 'assessment.action.respite.ask' },
    ]);
  });
});
