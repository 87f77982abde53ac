import { CheckCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { SavedAssessment } from '../assessment/assessment.api';
import { burdenWords } from '../assessment/burden-words';
import { useLanguage } from '../../i18n/LanguageProvider';
import { longDate } from '../../lib/long-date';
import { checkInResultPath, newCheckInPath } from '../assessment/check-in-links';

/**
 * Home's "Your check-in": the last burden score and level with its day and a way to its full
 * result, or an invitation when there is none yet; either way a "Check in" button.
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
            <p className="check-in-card__summary" data-testid="last-check-in">
              <strong className="check-in-card__score">{last.score}</strong>{' '}
              <span>
                {t('assessment.home.last', {
                  burden: t(burdenWords.burden(last.level)),
                  date: longDate(last.completedAt, language),
                })}
              </span>
            </p>
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
