import { Flex } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { BackButton } from '../../components/BackButton';
import { Panel } from '../../components/Panel';
import { StepProgress } from '../../components/StepProgress';
import { useEligibilityEnabled } from '../config/config.api';
import { EligibilityAnswer } from './EligibilityAnswer';
import { EligibilityResults } from './EligibilityResults';
import { QUESTION_STEPS, RESULTS_STEP, STEP_TITLES } from './eligibility-questions';
import { useEligibilitySteps } from './use-eligibility-steps';
import '../../components/form.css';
import './eligibility.css';

function ComingSoon() {
  return (
    <main id="main" className="page-center">
      <div className="placeholder-card" style={{ maxWidth: 420, textAlign: 'center' }}>
        <h1 className="page-title">Feature Coming Soon</h1>
        <p className="muted">The eligibility checker is not available yet.</p>
        <Link to="/" className="btn btn--primary">
          Return Home
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

  return (
    <main id="main" className="page page--narrow eligibility">
      <div className="page-header">
        <BackButton onClick={back} label={step === 1 ? 'Back to home' : 'Previous question'} />
        <h1 className="page-title">Check Eligibility</h1>
      </div>
      {step < RESULTS_STEP ? (
        <Flex vertical gap="middle">
          <StepProgress current={step} total={QUESTION_STEPS} />
          <Panel aria-labelledby={headingId}>
            <Flex vertical gap="middle">
              <h2 id={headingId} ref={headingRef} tabIndex={-1} className="eligibility__question">
                {STEP_TITLES[name]}
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
                  Back
                </button>
                <button type="button" className="btn btn--primary" onClick={steps.next}>
                  Continue
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
