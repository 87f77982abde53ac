import { Flex } from 'antd';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BackButton } from '../../components/BackButton';
import { Panel } from '../../components/Panel';
import { StepProgress } from '../../components/StepProgress';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/eligibility';
import { useEligibilityEnabled } from '../config/config.api';
import { EligibilityAnswer } from './EligibilityAnswer';
import { ScreenSpinner } from '../../components/PageSpinner';
import { useAuth } from '../auth/use-auth';
import { assessAnswers, EligibilityResults } from './EligibilityResults';
import { EmailResults, EmailResultsShortcut } from './EmailResults';
import { SavedResultsIntro } from './SavedResultsIntro';
import { isEmptyDraft } from './eligibility-draft';
import { QUESTION_STEPS, RESULTS_STEP, STEP_TITLES } from './eligibility-questions';
import { useEligibilitySteps } from './use-eligibility-steps';
import { useResultsLink } from './use-results-link';
import { useSavedAnswers } from './use-saved-answers';
import { useSaveShownResults } from './use-save-shown-results';
import '../../components/form.css';
import './eligibility.css';

function ComingSoon() {
  const t = useT();
  return (
    <main id="main" className="page-center">
      <div className="placeholder-card" style={{ maxWidth: 420, textAlign: 'center' }}>
        <h1 className="page-title">{t('eligibility.comingSoon.title')}</h1>
        <p className="muted">{t('eligibility.comingSoon.text')}</p>
        <Link to="/" className="btn btn--primary">
          {t('eligibility.comingSoon.home')}
        </Link>
      </div>
    </main>
  );
}

/**
 * The eligibility checker: six questions one at a time, then the results. A choice advances after
 * 150 ms, the zip step on its fifth digit; back on step 1 goes home. 'Feature Coming Soon' when the
 * flag is off. A signed-in caregiver who has checked before finds her saved results here first,
 * with 'Update answers'; a visitor can have hers e-mailed, and the e-mail's link reopens them.
 */
export default function EligibilityPage() {
  const enabled = useEligibilityEnabled();
  if (!enabled) return <ComingSoon />;
  return <EligibilityChecker />;
}

function EligibilityChecker() {
  const saved = useSavedAnswers();
  const steps = useEligibilitySteps({ hasSavedResults: saved.answers !== null });
  const { step, name, draft, error, headingRef } = steps;
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const baseId = useId();
  const headingId = `${baseId}-question`;
  const errorId = `${baseId}-error`;
  const t = useT();
  const notStarted = step === 1 && isEmptyDraft(draft);
  const savedAnswers = notStarted ? saved.answers : null;
  useResultsLink(steps.showResults);
  useSaveShownResults(isAuthenticated && step === RESULTS_STEP ? draft : null, steps.forget);
  useFocusOnSwitch(savedAnswers !== null, headingRef);
  const back = savedAnswers ? () => void navigate('/') : steps.back;
  const backLabel = backLabelFor(step, savedAnswers !== null, saved.answers !== null);

  // A visitor's results that could be assessed can be e-mailed to her.
  const outcome = !isAuthenticated && step === RESULTS_STEP ? assessAnswers(draft) : null;
  const visitorAnswers = outcome?.ok ? outcome.answers : null;

  if (notStarted && saved.loading) return <ScreenSpinner />;

  return (
    <main id="main" className="page page--narrow eligibility">
      <div className="page-header">
        <BackButton onClick={back} label={t(backLabel)} />
        <h1 className="page-title">{t('eligibility.title')}</h1>
      </div>
      {savedAnswers ? (
        <Flex vertical gap="middle">
          <SavedResultsIntro onUpdate={() => steps.startFrom(savedAnswers)} />
          <EligibilityResults
            draft={savedAnswers}
            headingRef={headingRef}
            onRestart={steps.restart}
            onLeave={steps.forget}
          />
        </Flex>
      ) : step < RESULTS_STEP ? (
        <Flex vertical gap="middle">
          <StepProgress
            current={step}
            total={QUESTION_STEPS}
            label={t('eligibility.progress', { current: step, total: QUESTION_STEPS })}
          />
          <Panel aria-labelledby={headingId}>
            <Flex vertical gap="middle">
              <h2 id={headingId} ref={headingRef} tabIndex={-1} className="eligibility__question">
                {t(STEP_TITLES[name])}
              </h2>
              <EligibilityAnswer
                name={name}
                draft={draft}
                headingId={headingId}
                describedBy={error ? errorId : undefined}
                invalid={!!error}
                choose={steps.choose}
                onBenefits={steps.chooseBenefits}
                onZip={steps.onZip}
              />
              {error ? (
                <p className="field__error" id={errorId} role="alert">
                  {error}
                </p>
              ) : null}
              <div className="step-actions">
                <button type="button" className="btn btn--secondary" onClick={steps.back}>
                  {t('eligibility.back')}
                </button>
                <button type="button" className="btn btn--primary" onClick={steps.next}>
                  {t('eligibility.continue')}
                </button>
              </div>
            </Flex>
          </Panel>
        </Flex>
      ) : (
        <Flex vertical gap="middle">
          {visitorAnswers ? <EmailResultsShortcut /> : null}
          <EligibilityResults
            draft={draft}
            headingRef={headingRef}
            onRestart={steps.restart}
            onLeave={steps.forget}
          />
          {visitorAnswers ? <EmailResults answers={visitorAnswers} /> : null}
        </Flex>
      )}
    </main>
  );
}

/** Where the header's back arrow goes: home, the previous question, or her saved results. */
function backLabelFor(step: number, showingSaved: boolean, hasSaved: boolean) {
  if (showingSaved) return 'eligibility.backHome';
  if (step > 1) return 'eligibility.previous';
  return hasSaved ? 'eligibility.saved.back' : 'eligibility.backHome';
}

/** Between her saved results and the first question, the new heading gets the focus. */
function useFocusOnSwitch(showingSaved: boolean, headingRef: RefObject<HTMLHeadingElement | null>) {
  const was = useRef(showingSaved);
  useEffect(() => {
    if (was.current === showingSaved) return;
    was.current = showingSaved;
    headingRef.current?.focus();
  }, [showingSaved, headingRef]);
}
