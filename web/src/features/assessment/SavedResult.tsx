import { MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { HelpLines, type AssessmentHistoryItem } from '@tend/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { Panel } from '../../components/Panel';
import { ErrorCard, QueryState } from '../../components/QueryState';
import { longDate } from '../../lib/long-date';
import { LevelDescriptions } from './assessment-flow';
import { useGetAssessmentQuery } from './assessment.api';
import { CheckInHistory } from './CheckInHistory';
import { newCheckInPath } from './check-in-links';
import { commentsOf, weighsMost } from './result-insights';

const eldercare = HelpLines.eldercareLocator;

/** One saved check-in's full result, at `/assessment?result=<id>`, with her history below it. */
export function SavedResult({ id }: { id: string }) {
  const saved = useGetAssessmentQuery(id);
  return (
    <QueryState
      query={saved}
      loading={<PageSpinner label="Loading your result" />}
      error={
        <ErrorCard
          message="We could not find that check-in."
          action={
            <Link to={newCheckInPath} className="btn btn--primary">
              Start a new check-in
            </Link>
          }
        />
      }
    >
      {(result) => (
        <>
          <ResultCard result={result} />
          <CheckInHistory shownId={result.id} />
        </>
      )}
    </QueryState>
  );
}

function ResultCard({ result }: { result: AssessmentHistoryItem }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened from the last question (further down the page) or from a list: the result opens at the
  // top, with "Your results" in view, and the focus there without the browser scrolling again.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [result.id]);
  const areas = weighsMost(result.responses);
  const comments = commentsOf(result.responses);
  return (
    <Panel className="assessment-result" aria-labelledby="assessment-result">
      <h2 id="assessment-result" ref={headingRef} tabIndex={-1} className="assessment__title">
        Your results
      </h2>
      <p className="muted assessment-result__date">{longDate(result.completedAt)}</p>
      <div className={`burden-score burden-score--${result.level.toLowerCase()}`}>
        <span className="burden-score__value">{result.score}</span>
        <span className="burden-score__level">{result.level} burden</span>
      </div>
      <p className="sr-only">
        Burden score {result.score} out of 100: {result.level}.
      </p>
      <p>{LevelDescriptions[result.level]}</p>

      <h3 className="assessment-result__subtitle">What weighs most</h3>
      {areas.length > 0 ? (
        <ul className="assessment-result__areas" aria-label="What weighs most">
          {areas.map((area) => (
            <li key={area}>{area}</li>
          ))}
        </ul>
      ) : (
        <p>No one area weighs heavily on you right now.</p>
      )}

      {comments.length > 0 ? (
        <>
          <h3 className="assessment-result__subtitle">What you wrote</h3>
          <dl className="assessment-result__notes">
            {comments.map(({ topic, comment }) => (
              <div key={topic}>
                <dt>{topic}</dt>
                <dd>{comment}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}

      {result.recommendations.length > 0 ? (
        <>
          <h3 className="assessment-result__subtitle">Recommendations for this week</h3>
          <ul className="assessment-result__list" aria-label="Recommendations for this week">
            {result.recommendations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      ) : null}

      <h3 className="assessment-result__subtitle">Where to find support</h3>
      <ul className="assessment-result__support">
        <li>
          <Link to="/ai-coach">
            <MessageOutlined aria-hidden /> Talk it over with your care coach
          </Link>
        </li>
        <li>
          <a href={eldercare.source.url} target="_blank" rel="noopener noreferrer">
            {eldercare.name}: help near you
          </a>{' '}
          or call{' '}
          <a href={eldercare.call}>
            <PhoneOutlined aria-hidden /> {eldercare.number}
          </a>
        </li>
      </ul>

      <div className="step-actions assessment-result__actions">
        <Link to={newCheckInPath} className="btn btn--secondary">
          Start a new check-in
        </Link>
        <Link to="/" className="btn btn--primary">
          Return Home
        </Link>
      </div>
    </Panel>
  );
}
