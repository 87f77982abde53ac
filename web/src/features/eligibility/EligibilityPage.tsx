import { Select } from 'antd';
import { EligibilityAnswers, US_STATES } from '@tend/contracts';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BackButton } from '../../components/BackButton';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { StepProgress } from '../../components/StepProgress';
import { useEligibilityEnabled } from '../config/config.api';
import { useSessionDraft } from '../drafts/use-session-draft';
import { EligibilityResults } from './EligibilityResults';
import { asEligibilityDraft, asEligibilityStep } from './eligibility-draft';
import {
  AgeLabels,
  AUTO_ADVANCE_MS,
  BenefitLabels,
  ConditionLabels,
  ELIGIBILITY_STEPS,
  emptyDraft,
  QUESTION_STEPS,
  RelationshipLabels,
  RESULTS_STEP,
  StateNames,
  STEP_TITLES,
  toggleBenefits,
  ZIP_LENGTH,
  type BenefitValue,
  type EligibilityDraft,
  type EligibilityStepName,
} from './eligibility-questions';
import '../../components/form.css';
import './eligibility.css';

const options = <V extends string>(labels: Record<V, string>) =>
  (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));

const stateOptions = US_STATES.map((code) => ({
  value: code,
  label: `${StateNames[code]} (${code})`,
}));

/** The message for a step's answer, from the shared answers schema; undefined when it is fine. */
function stepError(step: EligibilityStepName, draft: EligibilityDraft): string | undefined {
  if (step === 'results') return undefined;
  const schema = EligibilityAnswers.shape[step];
  const parsed = schema.safeParse(step === 'benefits' ? draft.benefits : (draft[step] ?? ''));
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

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
  const navigate = useNavigate();
  // The step and the answers survive a reload of this tab (not the results once acted on).
  const [step, setStep, forgetStep] = useSessionDraft('eligibility.step', 1, asEligibilityStep);
  const [draft, setDraft, forgetDraft] = useSessionDraft(
    'eligibility.answers',
    emptyDraft,
    asEligibilityDraft,
  );
  const [error, setError] = useState<string | undefined>();
  const timer = useRef<number | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const baseId = useId();
  const headingId = `${baseId}-question`;
  const errorId = `${baseId}-error`;
  const name = ELIGIBILITY_STEPS[step - 1];

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Screen-reader and keyboard users land on each new question.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    window.clearTimeout(timer.current);
    setError(undefined);
    setStep(next);
  };

  const advanceFrom = (from: number, nextDraft: EligibilityDraft) => {
    const message = stepError(ELIGIBILITY_STEPS[from - 1], nextDraft);
    if (message) {
      setError(message);
      return;
    }
    goTo(from + 1);
  };

  /** A single choice: saved at once, the next step after 150 ms. */
  const choose = (patch: Partial<EligibilityDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setError(undefined);
    window.clearTimeout(timer.current);
    const from = step;
    timer.current = window.setTimeout(() => advanceFrom(from, next), AUTO_ADVANCE_MS);
  };

  const back = () => {
    if (step === 1) void navigate('/');
    else goTo(step - 1);
  };

  const onZip = (e: ChangeEvent<HTMLInputElement>) => {
    const zipCode = e.target.value.replace(/\D/g, '').slice(0, ZIP_LENGTH);
    const next = { ...draft, zipCode };
    setDraft(next);
    setError(undefined);
    if (zipCode.length === ZIP_LENGTH) advanceFrom(step, next);
  };

  const describedBy = error ? errorId : undefined;
  let body;
  switch (name) {
    case 'relationship':
      body = (
        <ChoiceGroup
          labelledBy={headingId}
          describedBy={describedBy}
          invalid={!!error}
          choices={options(RelationshipLabels)}
          value={draft.relationship}
          onChange={(relationship) => choose({ relationship })}
          columns={2}
        />
      );
      break;
    case 'benefits':
      body = (
        <>
          <p className="muted eligibility__hint">Choose all that apply.</p>
          <ChoiceGroup<BenefitValue>
            multiple
            labelledBy={headingId}
            describedBy={describedBy}
            invalid={!!error}
            choices={options(BenefitLabels)}
            value={draft.benefits}
            onChange={(benefits) => {
              setError(undefined);
              setDraft({ ...draft, benefits: toggleBenefits(draft.benefits, benefits) });
            }}
            columns={2}
          />
        </>
      );
      break;
    case 'age':
      body = (
        <ChoiceGroup
          labelledBy={headingId}
          describedBy={describedBy}
          invalid={!!error}
          choices={options(AgeLabels)}
          value={draft.age}
          onChange={(age) => choose({ age })}
        />
      );
      break;
    case 'state':
      body = (
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          size="large"
          className="eligibility__select"
          placeholder="Choose your state"
          aria-labelledby={headingId}
          aria-describedby={describedBy}
          status={error ? 'error' : undefined}
          options={stateOptions}
          value={draft.state}
          onChange={(state) => choose({ state })}
        />
      );
      break;
    case 'zipCode':
      body = (
        <input
          className="native-input eligibility__zip"
          aria-labelledby={headingId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ZIP_LENGTH}
          placeholder="e.g. 07102"
          value={draft.zipCode}
          onChange={onZip}
        />
      );
      break;
    case 'condition':
      body = (
        <ChoiceGroup
          labelledBy={headingId}
          describedBy={describedBy}
          invalid={!!error}
          choices={options(ConditionLabels)}
          value={draft.condition}
          onChange={(condition) => choose({ condition })}
          columns={2}
        />
      );
      break;
    case 'results':
      body = null;
      break;
  }

  return (
    <main id="main" className="page page--narrow eligibility">
      <div className="page-header">
        <BackButton onClick={back} label={step === 1 ? 'Back to home' : 'Previous question'} />
        <h1 className="page-title">Check Eligibility</h1>
      </div>
      {step < RESULTS_STEP ? (
        <>
          <StepProgress current={step} total={QUESTION_STEPS} />
          <section className="eligibility__card" aria-labelledby={headingId}>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className="eligibility__question">
              {STEP_TITLES[name]}
            </h2>
            {body}
            {error ? (
              <p className="field__error eligibility__error" id={errorId} role="alert">
                {error}
              </p>
            ) : null}
            <div className="step-actions">
              <button type="button" className="btn btn--secondary" onClick={back}>
                Back
              </button>
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => advanceFrom(step, draft)}
              >
                Continue
              </button>
            </div>
          </section>
        </>
      ) : (
        <EligibilityResults
          draft={draft}
          headingRef={headingRef}
          onRestart={() => {
            setDraft(emptyDraft);
            goTo(1);
          }}
          onLeave={() => {
            forgetStep();
            forgetDraft();
          }}
        />
      )}
    </main>
  );
}
