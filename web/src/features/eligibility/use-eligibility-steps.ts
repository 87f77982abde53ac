import { EligibilityAnswers } from '@tend/contracts';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionDraft } from '../drafts/use-session-draft';
import { asEligibilityDraft, asEligibilityStep } from './eligibility-draft';
import {
  AUTO_ADVANCE_MS,
  ELIGIBILITY_STEPS,
  emptyDraft,
  toggleBenefits,
  RESULTS_STEP,
  ZIP_LENGTH,
  type BenefitValue,
  type EligibilityDraft,
  type EligibilityStepName,
} from './eligibility-questions';

/**
 * A Continue tap this soon after a choice moved the checker on was meant for the step that went:
 * a tired thumb taps the choice, then Continue, which is under it on the next step.
 */
export const CONTINUE_MEANT_FOR_PREVIOUS_MS = 1000;

/** The message for a step's answer, from the shared answers schema; undefined when it is fine. */
function stepError(step: EligibilityStepName, draft: EligibilityDraft): string | undefined {
  if (step === 'results') return undefined;
  const schema = EligibilityAnswers.shape[step];
  const parsed = schema.safeParse(step === 'benefits' ? draft.benefits : (draft[step] ?? ''));
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * The checker's steps and answers (both survive a reload of this tab, not the results once acted
 * on): a choice advances after 150 ms, the zip step on its fifth digit, an answer that does not
 * pass stays with its error; back on step 1 goes home, or to her saved results when she has some
 * (the answers are let go). Each new question gets the focus.
 */
export function useEligibilitySteps({ hasSavedResults = false } = {}) {
  const navigate = useNavigate();
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
  const autoAdvancedAt = useRef(Number.NEGATIVE_INFINITY);

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
      return false;
    }
    goTo(from + 1);
    return true;
  };

  /** An answer given on this step: a Continue from now on is meant for it. */
  const answeredHere = () => {
    autoAdvancedAt.current = Number.NEGATIVE_INFINITY;
  };

  /** Continue: the answer is checked, then the next step; a stray tap from the last step is let go. */
  const next = () => {
    const unanswered = stepError(ELIGIBILITY_STEPS[step - 1], draft) !== undefined;
    if (unanswered && performance.now() - autoAdvancedAt.current < CONTINUE_MEANT_FOR_PREVIOUS_MS)
      return;
    advanceFrom(step, draft);
  };

  /** A single choice: saved at once, the next step after 150 ms. */
  const choose = (patch: Partial<EligibilityDraft>) => {
    const answered = { ...draft, ...patch };
    setDraft(answered);
    setError(undefined);
    answeredHere();
    window.clearTimeout(timer.current);
    const from = step;
    timer.current = window.setTimeout(() => {
      if (advanceFrom(from, answered)) autoAdvancedAt.current = performance.now();
    }, AUTO_ADVANCE_MS);
  };

  const chooseBenefits = (benefits: BenefitValue[]) => {
    setError(undefined);
    answeredHere();
    setDraft({ ...draft, benefits: toggleBenefits(draft.benefits, benefits) });
  };

  const onZip = (e: ChangeEvent<HTMLInputElement>) => {
    const zipCode = e.target.value.replace(/\D/g, '').slice(0, ZIP_LENGTH);
    const answered = { ...draft, zipCode };
    setDraft(answered);
    setError(undefined);
    answeredHere();
    if (zipCode.length === ZIP_LENGTH && advanceFrom(step, answered))
      autoAdvancedAt.current = performance.now();
  };

  const forget = useCallback(() => {
    forgetStep();
    forgetDraft();
  }, [forgetStep, forgetDraft]);

  const back = () => {
    if (step > 1) goTo(step - 1);
    else if (hasSavedResults) forget();
    else void navigate('/');
  };

  return {
    step,
    name: ELIGIBILITY_STEPS[step - 1],
    draft,
    error,
    headingRef,
    choose,
    chooseBenefits,
    onZip,
    back,
    next,
    restart: () => {
      setDraft(emptyDraft);
      goTo(1);
    },
    /** Results kept elsewhere (the account, a link) shown as if just checked. */
    showResults: (answers: EligibilityAnswers) => {
      setDraft({ ...answers });
      goTo(RESULTS_STEP);
    },
    /** The checker from step 1 with earlier answers filled, each one to keep or change. */
    startFrom: (answers: EligibilityAnswers) => {
      setDraft({ ...answers });
      goTo(1);
    },
    /** The results are acted on: the answers are not kept any longer. */
    forget,
  };
}
