import {
  EligibilityAnswers,
  eligibilityBand,
  EligibilityBandLabels,
  eligibilityScore,
  type EligibilityBand,
} from '@tend/contracts';
import { Flex } from 'antd';
import { useEffect, useMemo, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { Panel } from '../../components/Panel';
import { useAuth } from '../auth/use-auth';
import { useToast } from '../toasts/use-toast';
import { storeEligibilityData } from './eligibility-data';
import { StatePrograms } from './StatePrograms';
import { NEXT_STEPS, type EligibilityDraft } from './eligibility-questions';

const BAND_SUMMARY: Record<EligibilityBand, string> = {
  eligible:
    'Based on your answers, you are a strong match for Medicaid personal-assistance services, which can pay family caregivers up to $2,000/month.',
  likely:
    'Based on your answers, you may well qualify. Having your documents ready will help your application.',
  possible:
    'Some of your answers fit the program. The state will look at your situation when you apply.',
  unlikely:
    'This program may not be the right fit, but other caregiver support may still be available in your state.',
};

export type EligibilityOutcome =
  { ok: true; answers: EligibilityAnswers; score: number; band: EligibilityBand } | { ok: false };

/** Scores complete answers with the shared rule; incomplete ones cannot be assessed. */
export function assessAnswers(draft: EligibilityDraft): EligibilityOutcome {
  const parsed = EligibilityAnswers.safeParse(draft);
  if (!parsed.success) return { ok: false };
  const score = eligibilityScore(parsed.data);
  return { ok: true, answers: parsed.data, score, band: eligibilityBand(score) };
}

/** Step 7: the score and its band, the next steps, and the two ways on. */
export function EligibilityResults({
  draft,
  headingRef,
  onRestart,
  onLeave,
}: {
  draft: EligibilityDraft;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
  /** The person acted on the results: the checker starts afresh next time. */
  onLeave: () => void;
}) {
  const outcome = useMemo(() => assessAnswers(draft), [draft]);
  const navigate = useNavigate();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const { isAuthenticated } = useAuth();

  useEffect(() => {
    if (outcome.ok) return;
    toast({
      title: 'Assessment Failed',
      description: 'Failed to process your application. Please try again.',
      variant: 'destructive',
    });
  }, [outcome.ok, toast]);

  if (!outcome.ok) {
    return (
      <Panel>
        <Flex vertical gap="middle" align="flex-start">
          <h2 ref={headingRef} tabIndex={-1} className="eligibility__question">
            We could not check your answers
          </h2>
          <button type="button" className="btn btn--primary" onClick={onRestart}>
            Start again
          </button>
        </Flex>
      </Panel>
    );
  }

  const createAccount = () => {
    storeEligibilityData(outcome.answers);
    onLeave();
    void navigate('/signup');
  };
  const returnToDashboard = () => {
    // A signed-in caregiver's answers reach their account with the next requests (X-Eligibility-Data).
    if (isAuthenticated) {
      storeEligibilityData(outcome.answers);
      dispatch(api.util.invalidateTags(['Eligibility']));
    }
    onLeave();
    void navigate('/');
  };

  return (
    <Panel aria-labelledby="eligibility-result">
      <p className="eligibility-results__program">Medicaid Personal Assistance Services</p>
      <h2 id="eligibility-result" ref={headingRef} tabIndex={-1} className="eligibility__question">
        {EligibilityBandLabels[outcome.band]}
      </h2>
      <div className={`score-ring score-ring--${outcome.band}`}>
        <span className="score-ring__value">{outcome.score}</span>
        <span className="score-ring__unit">out of 100</span>
      </div>
      <p className="sr-only">Eligibility score {outcome.score} out of 100.</p>
      <p>{BAND_SUMMARY[outcome.band]}</p>
      <p className="muted">
        This rests on your six answers. It does not ask about income or savings yet: the state will
        check those, and assess how much help the person you care for needs.
      </p>
      <StatePrograms answers={outcome.answers} />
      <h3 className="eligibility-results__next">Next steps</h3>
      <ol className="eligibility-results__steps" aria-label="Next steps">
        {NEXT_STEPS[outcome.band].map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
      <div className="eligibility-results__actions">
        {isAuthenticated ? null : (
          <button type="button" className="btn btn--primary btn--large" onClick={createAccount}>
            Create Free Account
          </button>
        )}
        <button
          type="button"
          className={`btn ${isAuthenticated ? 'btn--primary btn--large' : 'btn--secondary'}`}
          onClick={returnToDashboard}
        >
          Return to Dashboard
        </button>
      </div>
      <p className="muted eligibility-results__note">
        This is an estimate, not a decision. Your state Medicaid office makes the final decision.
      </p>
    </Panel>
  );
}
