import { CheckCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { SavedAssessment } from '../assessment/assessment.api';
import { burdenSummaryWords } from '../assessment/burden-summary-words';
import { useLanguage } from '../../i18n/LanguageProvider';
import { longDate } from '../../lib/long-date';
import { checkInResultPath, newCheckInPath } from '../assessment/check-in-links';
import { useGetCheckInReminderQuery } from '../assessment/assessment.api';
import { weighsMost } from '../assessment/result-insights';

/**
 * Home's "Your check-in": the last burden score and level with its day, what weighs most and the
 * reminder she asked for, and a way to its full result (where each area has its action); or an
 * invitation when there is none yet; either way a "Check in" button.
 */
export function LastCheckIn({ last }: { last: SavedAssessment | undefined }) {
  const { t, language } = useLanguage();
  return (
    <section aria-labelledby="your-check-in" className="home__section check-in-card">
      <div className="check-in-card__head">
        <span className="quick-card__icon" aria-hidden>
          <CheckCircleOutlined />
        </span>
        <div className="check-in-card__text">
          <h2 id="your-check-in" className="section-title">
            {t('assessment.home.title')}
          </h2>
          {last ? (
            <>
              <p className="check-in-card__summary" data-testid="last-check-in">
                <strong className="check-in-card__score">{last.score}</strong>{' '}
                <span>
                  {t('assessment.home.last', {
                    burden: t(burdenSummaryWords.burden(last.level)),
                    date: longDate(last.completedAt, language),
                  })}
                </span>
              </p>
              <LastCheckInDetails last={last} />
            </>
          ) : (
            <p className="muted check-in-card__summary">{t('assessment.home.none')}</p>
          )}
        </div>
      </div>
      <div className="check-in-card__actions">
        <Link to={newCheckInPath} className="btn btn--primary">
          {t('assessment.home.checkIn')}
        </Link>
        {last ? (
          <Link to={checkInResultPath(last.id)} className="btn btn--secondary">
            {t('assessment.seeLast')} <RightOutlined aria-hidden />
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** What weighs most, as her result names it, and the day of the reminder she asked for. */
function LastCheckInDetails({ last }: { last: SavedAssessment }) {
  const { t, language } = useLanguage();
  const { data: reminder } = useGetCheckInReminderQuery();
  const areas = weighsMost(last.responses, (question) => t(burdenSummaryWords.topic(question.id)));
  return (
    <>
      {areas.length > 0 ? (
        <p className="check-in-card__summary">
          {t('assessment.home.weighs', { areas: areas.join(', ') })}
        </p>
      ) : null}
      {reminder?.remindAt ? (
        <p className="muted check-in-card__summary">
          {t('assessment.home.reminder', { date: longDate(reminder.remindAt, language) })}
        </p>
      ) : null}
    </>
  );
}
