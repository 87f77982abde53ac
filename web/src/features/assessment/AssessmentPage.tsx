import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { Panel } from '../../components/Panel';
import { SimplePage } from '../../components/SimplePage';
import { longDate } from '../../lib/long-date';
import type { SavedAssessment } from './assessment.api';
import { useGetAssessmentsQuery } from './assessment.api';
import { CheckInQuestions, useCheckInDraft } from './CheckInQuestions';
import { checkInResultPath } from './check-in-links';
import { SavedResult } from './SavedResult';
import '../../components/form.css';
import './assessment.css';

/**
 * The caregiver burden check-in. `?result=<id>` shows a saved check-in's full result; otherwise
 * the ten questions, except that someone who has checked in before and is not midway through one
 * is first asked whether to start a new one or see her last result (`?new=1` skips the question).
 */
export default function AssessmentPage() {
  const [params, setParams] = useSearchParams();
  const resultId = params.get('result');
  return (
    <SimplePage title="Caregiver Assessment" narrow>
      <div className="assessment">
        {resultId ? (
          <SavedResult key={resultId} id={resultId} />
        ) : (
          <CheckIn
            startNow={params.has('new')}
            onSaved={(id) => setParams({ result: id }, { replace: true })}
          />
        )}
      </div>
    </SimplePage>
  );
}

function CheckIn({ startNow, onSaved }: { startNow: boolean; onSaved: (id: string) => void }) {
  const { data: history, isLoading } = useGetAssessmentsQuery();
  const { started } = useCheckInDraft();
  const [chosen, setChosen] = useState(startNow);
  const last = history?.[0];
  if (!chosen && !started) {
    if (isLoading) return <PageSpinner label="Loading your check-ins" />;
    if (last) return <ReturnChoice last={last} onStart={() => setChosen(true)} />;
  }
  return <CheckInQuestions onSaved={onSaved} />;
}

/** Coming back after a check-in: a new one, or the last result, rather than question 1 at once. */
function ReturnChoice({ last, onStart }: { last: SavedAssessment; onStart: () => void }) {
  return (
    <Panel aria-labelledby="check-in-again">
      <h2 id="check-in-again" className="assessment__title">
        Welcome back
      </h2>
      <p>
        Your last check-in was on {longDate(last.completedAt)}: {last.score} ({last.level} burden).
        A new one takes about two minutes.
      </p>
      <div className="step-actions assessment-result__actions">
        <button type="button" className="btn btn--primary" onClick={onStart}>
          Start a new check-in
        </button>
        <Link to={checkInResultPath(last.id)} className="btn btn--secondary">
          See your last result
        </Link>
      </div>
    </Panel>
  );
}
