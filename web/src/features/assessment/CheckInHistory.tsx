import { Link } from 'react-router-dom';
import { Panel } from '../../components/Panel';
import { useLanguage } from '../../i18n/LanguageProvider';
import { longDate } from '../../lib/long-date';
import { BurdenChart } from './BurdenChart';
import { useGetAssessmentsQuery } from './assessment.api';
import { burdenWords } from './burden-words';
import { checkInResultPath } from './check-in-links';

/**
 * Her check-ins over time: the chart, then each one as a link that reopens its full result (the
 * one on screen is marked as the current one).
 */
export function CheckInHistory({ shownId }: { shownId?: string }) {
  const { data: history } = useGetAssessmentsQuery();
  const { t, language } = useLanguage();
  if (!history || history.length === 0) return null;
  return (
    <Panel aria-labelledby="assessment-history">
      <h2 id="assessment-history" className="section-title">
        {t('assessment.history.title')}
      </h2>
      <BurdenChart history={history} />
      <h3 className="assessment-result__subtitle" id="assessment-past">
        {t('assessment.history.past')}
      </h3>
      <ul className="check-in-list" aria-labelledby="assessment-past">
        {history.map((item) => (
          <li key={item.id}>
            <Link
              to={checkInResultPath(item.id)}
              className="check-in-list__link"
              aria-current={item.id === shownId ? 'page' : undefined}
            >
              <span>{longDate(item.completedAt, language)}</span>
              <span className="check-in-list__score">
                {item.score} ({t(burdenWords.level(item.level))})
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
