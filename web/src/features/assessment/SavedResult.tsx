import { MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { HelpLines, type AssessmentHistoryItem, type BurdenQuestion } from '@tend/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { Panel } from '../../components/Panel';
import { ErrorCard, QueryState } from '../../components/QueryState';
import { useLanguage } from '../../i18n/LanguageProvider';
import { longDate } from '../../lib/long-date';
import { useGetAssessmentQuery, useGetAssessmentsQuery } from './assessment.api';
import { burdenWords } from './burden-words';
import { CheckInActions } from './CheckInActions';
import { CheckInHistory } from './CheckInHistory';
import { CheckInReminderOffer } from './CheckInReminderOffer';
import { newCheckInPath } from './check-in-links';
import { recommendationTexts } from './recommendation-words';
import { commentsOf, weighsMost } from './result-insights';

const eldercare = HelpLines.eldercareLocator;

/** One saved check-in's full result, at `/assessment?result=<id>`, with her history below it. */
export function SavedResult({ id }: { id: string }) {
  const saved = useGetAssessmentQuery(id);
  const { t } = useLanguage();
  return (
    <QueryState
      query={saved}
      loading={<PageSpinner label={t('assessment.loadingResult')} />}
      error={
        <ErrorCard
          message={t('assessment.notFound')}
          action={
            <Link to={newCheckInPath} className="btn btn--primary">
              {t('assessment.startNew')}
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
  // The reminder is to check in again after her newest check-in, not after an old one.
  const { data: history } = useGetAssessmentsQuery();
  const latest = history?.[0]?.id === result.id;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { t, rich, language } = useLanguage();
  // Opened from the last question (further down the page) or from a list: the result opens at the
  // top, with "Your results" in view, and the focus there without the browser scrolling again.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [result.id]);
  const topicOf = (question: BurdenQuestion) => t(burdenWords.topic(question.id));
  const areas = weighsMost(result.responses, topicOf);
  const comments = commentsOf(result.responses, topicOf);
  const steps = recommendationTexts(result, t);
  return (
    <Panel className="assessment-result" aria-labelledby="assessment-result">
      <h2 id="assessment-result" ref={headingRef} tabIndex={-1} className="assessment__title">
        {t('assessment.results')}
      </h2>
      <p className="muted assessment-result__date">{longDate(result.completedAt, language)}</p>
      <div className={`burden-score burden-score--${result.level.toLowerCase()}`}>
        <span className="burden-score__value">{result.score}</span>
        <span className="burden-score__level">{t(burdenWords.burden(result.level))}</span>
      </div>
      <p className="sr-only">
        {t('assessment.scoreSpoken', {
          score: result.score,
          level: t(burdenWords.level(result.level)),
        })}
      </p>
      <p>{t(burdenWords.levelText(result.level))}</p>

      <h3 className="assessment-result__subtitle">{t('assessment.weighsMost')}</h3>
      {areas.length > 0 ? (
        <ul className="assessment-result__areas" aria-label={t('assessment.weighsMost')}>
          {areas.map((area) => (
            <li key={area}>{area}</li>
          ))}
        </ul>
      ) : (
        <p>{t('assessment.weighsNothing')}</p>
      )}

      {comments.length > 0 ? (
        <>
          <h3 className="assessment-result__subtitle">{t('assessment.youWrote')}</h3>
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

      <CheckInActions responses={result.responses} />

      {steps.length > 0 ? (
        <>
          <h3 className="assessment-result__subtitle">{t('assessment.recommendations')}</h3>
          <ul className="assessment-result__list" aria-label={t('assessment.recommendations')}>
            {steps.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      ) : null}

      {latest ? <CheckInReminderOffer /> : null}

      <h3 className="assessment-result__subtitle">{t('assessment.support')}</h3>
      <ul className="assessment-result__support">
        <li>
          <Link to="/ai-coach">
            <MessageOutlined aria-hidden /> {t('assessment.support.coach')}
          </Link>
        </li>
        <li>
          {rich('assessment.support.eldercare', {
            name: eldercare.name,
            number: eldercare.number,
            link: (words) => (
              <a href={eldercare.source.url} target="_blank" rel="noopener noreferrer">
                {words}
              </a>
            ),
            call: (words) => (
              <a href={eldercare.call}>
                <PhoneOutlined aria-hidden /> {words}
              </a>
            ),
          })}
        </li>
      </ul>

      <div className="step-actions assessment-result__actions">
        <Link to={newCheckInPath} className="btn btn--secondary">
          {t('assessment.startNew')}
        </Link>
        <Link to="/" className="btn btn--primary">
          {t('assessment.returnHome')}
        </Link>
      </div>
    </Panel>
  );
}
