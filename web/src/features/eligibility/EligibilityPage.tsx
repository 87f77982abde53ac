import { Flex } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { BackButton } from '../../components/BackButton';
import { Panel } from '../../components/Panel';
import { StepProgress } from '../../components/StepProgress';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/eligibility';
import { useEligibilityEnabled } from '../config/config.api';
import { EligibilityAnswer } from './EligibilityAnswer';
import { EligibilityResults } from './EligibilityResults';
import { QUESTION_STEPS, RESULTS_STEP, STEP_TITLES } from './eligibility-questions';
import { useEligibilitySteps } from './use-eligibility-steps';
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
 * flag is off.
 */
export default function EligibilityPage() {
  const enabled = useEligibilityEnabled();
  if (!enabled) return <ComingSoon />;
  return <EligibilityChecker />;
}

function EligibilityChecker() {
  const steps = useEligibilitySteps();
  const { step, name, draft, error, headingRef, back } = steps;
  const baseId = useId();
  const headingId = `${baseId}-question`;
  const errorId = `${baseId}-error`;
  const t = useT();

  return (
    <main id="main" className="page page--narrow eligibility">
      <div className="page-header">
        <BackButton
          onClick={back}
          label={t(step === 1 ? 'eligibility.backHome' : 'eligibility.previous')}
        />
        <h1 className="page-title">{t('eligibility.title')}</h1>
      </div>
      {step < RESULTS_STEP ? (
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
                <button type="button" className="btn btn--secondary" onClick={back}>
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
        <EligibilityResults
          draft={draft}
          headingRef={headingRef}
          onRestart={steps.restart}
          onLeave={steps.forget}
        />
      )}
    </main>
  );
}
