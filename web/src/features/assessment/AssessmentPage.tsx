import { BurdenQuestions, BURDEN_COMMENT_MAX_LENGTH, type AssessmentResult } from '@tend/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { SimplePage } from '../../components/SimplePage';
import { StepProgress } from '../../components/StepProgress';
import { useSessionDraft } from '../drafts/use-session-draft';
import { useToast } from '../toasts/use-toast';
import { BurdenChart } from './BurdenChart';
import {
  asAnswersDraft,
  asQuestionIndex,
  LevelDescriptions,
  noAnswers,
  QUESTION_COUNT,
  readAnswers,
  ResponseRequired,
} from './assessment-flow';
import { useGetAssessmentsQuery, useSubmitAssessmentMutation } from './assessment.api';
import '../../components/form.css';
import './assessment.css';

function History() {
  const { data: history } = useGetAssessmentsQuery();
  if (!history || history.length === 0) return null;
  return (
    <section className="assessment__card" aria-labelledby="assessment-history">
      <h2 id="assessment-history" className="section-title">
        Your check-ins over time
      </h2>
      <BurdenChart history={history} />
    </section>
  );
}

function Results({ result, onRetake }: { result: AssessmentResult; onRetake: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The last question was answered further down the page: the results open at the top, with
  // "Your results" in view, and the focus there without the browser scrolling to it again.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <>
      <section className="assessment__card assessment-result" aria-labelledby="assessment-result">
        <h2 id="assessment-result" ref={headingRef} tabIndex={-1} className="assessment__title">
          Your results
        </h2>
        <div className={`burden-score burden-score--${result.level.toLowerCase()}`}>
          <span className="burden-score__value">{result.score}</span>
          <span className="burden-score__level">{result.level} burden</span>
        </div>
        <p className="sr-only">
          Burden score {result.score} out of 100: {result.level}.
        </p>
        <p>{LevelDescriptions[result.level]}</p>
        {result.recommendations.length > 0 ? (
          <>
            <h3 className="assessment-result__subtitle">Recommendations for this week</h3>
            <ul className="assessment-result__list">
              {result.recommendations.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="step-actions assessment-result__actions">
          <button type="button" className="btn btn--secondary" onClick={onRetake}>
            Take it again
          </button>
          <Link to="/" className="btn btn--primary">
            Return Home
          </Link>
        </div>
      </section>
      <History />
    </>
  );
}

/**
 * The caregiver burden check-in: ten questions one at a time (an answer is required, a comment is
 * optional); the last one submits and the results replace the questions.
 */
export default function AssessmentPage() {
  const [index, setIndex] = useSessionDraft('assessment.index', 0, asQuestionIndex);
  const [answers, setAnswers] = useSessionDraft('assessment.answers', noAnswers, asAnswersDraft);
  const [result, setResult] = useState<AssessmentResult | null>(null);
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
    setAnswers((all) => ({ ...all, [question.id]: { ...answer, ...patch } }));

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
      setResult(saved);
      setAnswers(noAnswers);
      setIndex(0);
    } catch {
      toast({
        title: 'Assessment Failed',
        description: 'Failed to save your assessment. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const retake = () => {
    setAnswers(noAnswers);
    setResult(null);
    moved.current = false;
    setIndex(0);
  };

  const questionId = `${baseId}-question`;
  const commentId = `${baseId}-comment`;

  return (
    <SimplePage title="Caregiver Assessment" narrow>
      <div className="assessment">
        {result ? (
          <Results result={result} onRetake={retake} />
        ) : (
          <>
            <StepProgress
              current={index + 1}
              total={QUESTION_COUNT}
              label={`Question ${index + 1} of ${QUESTION_COUNT}`}
            />
            <section className="assessment__card" aria-labelledby={questionId}>
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
            </section>
            {index === 0 ? <History /> : null}
          </>
        )}
      </div>
    </SimplePage>
  );
}
