import {
  EligibilityAnswers,
  eligibilityBand,
  eligibilityScore,
  HelpLines,
  type EligibilityBand,
} from '@tend/contracts';
import { Flex } from 'antd';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { Panel } from '../../components/Panel';
import { useAuth } from '../auth/use-auth';
import { useToast } from '../toasts/use-toast';
import { storeEligibilityData } from './eligibility-data';
import { StatePrograms } from './StatePrograms';
import { StateRouteSentence } from './StateRouteSentence';
import { NEXT_STEPS, type EligibilityDraft } from './eligibility-questions';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/eligibility';

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
  const t = useT();
  // Words looked up when the toast shows, so a language arriving does not show it twice.
  const words = useRef(t);
  useEffect(() => {
    words.current = t;
  }, [t]);

  useEffect(() => {
    if (outcome.ok) return;
    toast({
      title: words.current('eligibility.results.failed.title'),
      description: words.current('eligibility.results.failed.text'),
      variant: 'destructive',
    });
  }, [outcome.ok, toast]);

  if (!outcome.ok) {
    return (
      <Panel>
        <Flex vertical gap="middle" align="flex-start">
          <h2 ref={headingRef} tabIndex={-1} className="eligibility__question">
            {t('eligibility.results.cannotCheck')}
          </h2>
          <button type="button" className="btn btn--primary" onClick={onRestart}>
            {t('eligibility.results.startAgain')}
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
      <p className="eligibility-results__program">{t('eligibility.results.program')}</p>
      <h2 id="eligibility-result" ref={headingRef} tabIndex={-1} className="eligibility__question">
        {t(`eligibility.band.${outcome.band}`)}
      </h2>
      <div className={`score-ring score-ring--${outcome.band}`}>
        <span className="score-ring__value">{outcome.score}</span>
        <span className="score-ring__unit">{t('eligibility.results.outOf100')}</span>
      </div>
      <p className="sr-only">{t('eligibility.results.score', { score: outcome.score })}</p>
      <p>{t(`eligibility.summary.${outcome.band}`)}</p>
      <StateRouteSentence answers={outcome.answers} />
      <p className="muted">{t('eligibility.results.basis')}</p>
      <StatePrograms answers={outcome.answers} />
      <h3 className="eligibility-results__next">{t('eligibility.results.nextSteps')}</h3>
      <ol className="eligibility-results__steps" aria-label={t('eligibility.results.nextSteps')}>
        {NEXT_STEPS[outcome.band].map((id) => (
          <li key={id}>
            {t(id, {
              name: HelpLines.eldercareLocator.name,
              number: HelpLines.eldercareLocator.number,
            })}
          </li>
        ))}
      </ol>
      <div className="eligibility-results__actions">
        {isAuthenticated ? null : (
          <button type="button" className="btn btn--primary btn--large" onClick={createAccount}>
            {t('eligibility.results.createAccount')}
          </button>
        )}
        <button
          type="button"
          className={`btn ${isAuthenticated ? 'btn--primary btn--large' : 'btn--secondary'}`}
          onClick={returnToDashboard}
        >
          {t('eligibility.results.dashboard')}
        </button>
      </div>
      <p className="muted eligibility-results__note">{t('eligibility.results.estimate')}</p>
    </Panel>
  );
}
