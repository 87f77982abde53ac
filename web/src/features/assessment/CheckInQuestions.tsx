import { BurdenQuestions, BURDEN_COMMENT_MAX_LENGTH } from '@tend/contracts';
import { useEffect, useId, useRef } from 'react';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { Panel } from '../../components/Panel';
import { StepProgress } from '../../components/StepProgress';
import { useSessionDraft } from '../drafts/use-session-draft';
import { useToast } from '../toasts/use-toast';
import {
  asAnswersDraft,
  asQuestionIndex,
  noAnswers,
  QUESTION_COUNT,
  readAnswers,
  ResponseRequired,
  type AnswersDraft,
} from './assessment-flow';
import { useSubmitAssessmentMutation } from './assessment.api';

/** The check-in's answers so far, kept through a reload until they are saved. */
export function useCheckInDraft() {
  const [index, setIndex] = useSessionDraft('assessment.index', 0, asQuestionIndex);
  const [answers, setAnswers] = useSessionDraft('assessment.answers', noAnswers, asAnswersDraft);
  const started = index > 0 || Object.keys(answers).length > 0;
  return { index, setIndex, answers, setAnswers, started };
}

/**
 * The ten questions one at a time (an answer is required, a comment is optional), a short intro
 * above the first; the last one saves and hands the saved check-in's id on.
 */
export function CheckInQuestions({ onSaved }: { onSaved: (id: string) => void }) {
  const { index, setIndex, answers, setAnswers } = useCheckInDraft();
  const [submit, { isLoading }] = useSubmitAssessmentMutation();
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const baseId = useId();
  const question = BurdenQuestions[index];
  const answer = answers[question.id] ?? { comment: '' };
  const isLast = index === QUESTION_COUNT - 1;

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const update = (patch: Partial<typeof answer>) =>
    setAnswers((all: AnswersDraft) => ({ ...all, [question.id]: { ...answer, ...patch } }));

  const next = async () => {
    if (!answer.value) {
      toast({ ...ResponseRequired, variant: 'destructive' });
      return;
    }
    if (!isLast) {
      moved.current = true;
      setIndex(index + 1);
      return;
    }
    try {
      const saved = await submit(readAnswers(answers).body).unwrap();
      setAnswers(noAnswers);
      setIndex(0);
      onSaved(saved.id);
    } catch {
      toast({
        title: 'Assessment Failed',
        description: 'Failed to save your assessment. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const questionId = `${baseId}-question`;
  const commentId = `${baseId}-comment`;

  return (
    <>
      {index === 0 ? (
        <p className="assessment__intro">
          Ten short questions about how you are doing, about two minutes. Your answers are private
          to you.
        </p>
      ) : null}
      <StepProgress
        current={index + 1}
        total={QUESTION_COUNT}
        label={`Question ${index + 1} of ${QUESTION_COUNT}`}
      />
      <Panel aria-labelledby={questionId}>
        <p className="assessment__topic">{question.topic}</p>
        <h2 id={questionId} ref={headingRef} tabIndex={-1} className="assessment__title">
          {question.text}
        </h2>
        <ChoiceGroup
          labelledBy={questionId}
          choices={question.options.map((o) => ({ value: o.value, label: o.label }))}
          value={answer.value}
          onChange={(value) => update({ value })}
        />
        <div className="field assessment__comment">
          <label className="field__label" htmlFor={commentId}>
            Anything you want to add? (optional)
          </label>
          <textarea
            id={commentId}
            className="native-input"
            rows={3}
            maxLength={BURDEN_COMMENT_MAX_LENGTH}
            value={answer.comment}
            onChange={(e) => update({ comment: e.target.value })}
          />
        </div>
        <div className="step-actions assessment__actions">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              moved.current = true;
              setIndex(index - 1);
            }}
            disabled={index === 0 || isLoading}
          >
            Previous
          </button>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void next()}
            disabled={isLoading}
          >
            {isLast ? (isLoading ? 'Saving...' : 'See my results') : 'Next'}
          </button>
        </div>
      </Panel>
    </>
  );
}
