import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { Panel } from '../../components/Panel';
import { SimplePage } from '../../components/SimplePage';
import { useLanguage } from '../../i18n/LanguageProvider';
import { longDate } from '../../lib/long-date';
import type { SavedAssessment } from './assessment.api';
import { useGetAssessmentsQuery } from './assessment.api';
import { burdenWords } from './burden-words';
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
  const { t } = useLanguage();
  return (
    <SimplePage title={t('assessment.title')} narrow>
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
  const { t } = useLanguage();
  const last = history?.[0];
  if (!chosen && !started) {
    if (isLoading) return <PageSpinner label={t('assessment.loadingHistory')} />;
    if (last) return <ReturnChoice last={last} onStart={() => setChosen(true)} />;
  }
  return <CheckInQuestions onSaved={onSaved} />;
}

/** Coming back after a check-in: a new one, or the last result, rather than question 1 at once. */
function ReturnChoice({ last, onStart }: { last: SavedAssessment; onStart: () => void }) {
  const { t, language } = useLanguage();
  return (
    <Panel aria-labelledby="check-in-again">
      <h2 id="check-in-again" className="assessment__title">
        {t('assessment.welcomeBack')}
      </h2>
      <p>
        {t('assessment.lastCheckIn', {
          date: longDate(last.completedAt, language),
          score: last.score,
          burden: t(burdenWords.burden(last.level)),
        })}
      </p>
      <div className="step-actions assessment-result__actions">
        <button type="button" className="btn btn--primary" onClick={onStart}>
          {t('assessment.startNew')}
        </button>
        <Link to={checkInResultPath(last.id)} className="btn btn--secondary">
          {t('assessment.seeLast')}
        </Link>
      </div>
    </Panel>
  );
}
