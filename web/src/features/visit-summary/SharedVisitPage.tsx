import { useParams } from 'react-router-dom';
import { ScreenSpinner } from '../../components/PageSpinner';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/careLog';
import { isApiError } from '../../lib/api-error';
import { useGetSharedVisitSummaryQuery } from './visit-summary.api';
import { VisitSummaryView } from './VisitSummaryView';
import './visit-summary.css';

/**
 * `/visit/:token`: the page a clinician opens from the family's link, with no account. Only the
 * summary; once the link expires or is turned off, one sentence says it no longer works.
 */
export default function SharedVisitPage() {
  const { token = '' } = useParams();
  const t = useT();
  const { data, error, isLoading } = useGetSharedVisitSummaryQuery(token);

  if (isLoading) return <ScreenSpinner label={t('careLog.visit.loading')} />;
  if (!data) {
    const gone = !error || (isApiError(error) && error.status === 404);
    return (
      <main id="main" className="page page--narrow visit-page">
        <h1 className="page-title">
          {t(gone ? 'careLog.shared.gone.title' : 'careLog.error.title')}
        </h1>
        <p role="alert">{t(gone ? 'careLog.shared.gone.text' : 'careLog.shared.failed')}</p>
      </main>
    );
  }
  return (
    <main id="main" className="page visit-page">
      <p className="muted visit-no-print">{t('careLog.shared.note')}</p>
      <VisitSummaryView summary={data} />
    </main>
  );
}
