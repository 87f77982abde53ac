import { BurdenQuestions, BURDEN_COMMENT_MAX_LENGTH } from '@tend/contracts';
import { useEffect, useId, useRef } from 'react';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { Panel } from '../../components/Panel';
import { StepProgress } from '../../components/StepProgress';
import { useT } from '../../i18n/LanguageProvider';
import { useSessionDraft } from '../drafts/use-session-draft';
import { useToast } from '../toasts/use-toast';
import {
  asAnswersDraft,
  asQuestionIndex,
  noAnswers,
  QUESTION_COUNT,
  readAnswers,
  type AnswersDraft,
} from './assessment-flow';
import { useSubmitAssessmentMutation } from './assessment.api';
import { bringAboveNavigation } from './bring-into-view';
import { burdenWords } from './burden-words';

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
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const baseId = useId();
  const question = BurdenQuestions[index];
  const answer = answers[question.id] ?? { comment: '' };
  const isLast = index === QUESTION_COUNT - 1;

  // Each question opens at its top (choosing an answer may have scrolled down to Next), with
  // the focus on its heading for a screen reader.
  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo({ top: 0, left: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [index]);

  const update = (patch: Partial<typeof answer>) =>
    setAnswers((all: AnswersDraft) => ({ ...all, [question.id]: { ...answer, ...patch } }));

  const next = async () => {
    if (!answer.value) {
      toast({
        title: t('assessment.required.title'),
        description: t('assessment.required.text'),
        variant: 'destructive',
      });
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
        title: t('assessment.failed.title'),
        description: t('assessment.failed.text'),
        variant: 'destructive',
      });
    }
  };

  const questionId = `${baseId}-question`;
  const commentId = `${baseId}-comment`;

  return (
    <>
      {index === 0 ? <p className="assessment__intro">{t('assessment.intro')}</p> : null}
      <StepProgress
        current={index + 1}
        total={QUESTION_COUNT}
        label={t('assessment.progress', { current: index + 1, total: QUESTION_COUNT })}
      />
      <Panel aria-labelledby={questionId}>
        <p className="assessment__topic">{t(burdenWords.topic(question.id))}</p>
        <h2 id={questionId} ref={headingRef} tabIndex={-1} className="assessment__title">
          {t(burdenWords.text(question.id))}
        </h2>
        <ChoiceGroup
          labelledBy={questionId}
          choices={question.options.map((o) => ({
            value: o.value,
            label: t(burdenWords.option(question.id, o.value)),
          }))}
          value={answer.value}
          onChange={(value) => {
            update({ value });
            bringAboveNavigation(nextRef.current);
          }}
        />
        <div className="field assessment__comment">
          <label className="field__label" htmlFor={commentId}>
            {t('assessment.comment')}
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
            {t('assessment.previous')}
          </button>
          <button
            ref={nextRef}
            type="button"
            className="btn btn--primary"
            onClick={() => void next()}
            disabled={isLoading}
          >
            {isLast
              ? t(isLoading ? 'assessment.saving' : 'assessment.seeResults')
              : t('assessment.next')}
          </button>
        </div>
      </Panel>
    </>
  );
}
