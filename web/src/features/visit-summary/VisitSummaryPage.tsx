import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { ScreenSpinner } from '../../components/PageSpinner';
import { SimplePage } from '../../components/SimplePage';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/careLog';
import { useGetCareLogQuery } from '../care-log/care-log.api';
import { careLogPath, health } from '../care-log/health-access';
import { LogCharts } from '../care-log/LogCharts';
import '../care-log/care-log.css';
import { useGetCircleQuery } from '../circle/circle.api';
import { QuestionsEditor } from './QuestionsEditor';
import { ShareVisitLink } from './ShareVisitLink';
import { useGetVisitSummaryQuery } from './visit-summary.api';
import { VisitSummaryView } from './VisitSummaryView';
import './visit-summary.css';

/**
 * `/recipients/:id/visit-summary`: the doctor's page for the family, with the month's charts.
 * The owner also writes her questions, sees her check-in, and shares the page with a clinician.
 * Printing it (or saving it as a PDF) leaves out everything but the page.
 */
export default function VisitSummaryPage() {
  const { id = '' } = useParams();
  const t = useT();
  const { data: circle, isLoading } = useGetCircleQuery({ recipientId: id });
  const canSee = circle ? health.see(circle.yourRole) : false;
  const summary = useGetVisitSummaryQuery({ recipientId: id }, { skip: !canSee });
  const month = useGetCareLogQuery({ recipientId: id, period: 'month' }, { skip: !canSee });

  if (isLoading || summary.isLoading) return <ScreenSpinner label={t('careLog.visit.loading')} />;
  if (!circle || !canSee || !summary.data)
    return (
      <SimplePage title={t('careLog.notFound.title')}>
        <p className="muted" role="alert">
          {t('careLog.notFound.text')}
        </p>
      </SimplePage>
    );
  const owner = health.manage(circle.yourRole);

  return (
    <main id="main" className="page visit-page">
      <div className="visit-toolbar visit-no-print">
        <Link
          to={`/recipients/${encodeURIComponent(id)}`}
          className="icon-link"
          aria-label={t('careLog.back', { name: circle.recipientName })}
        >
          <ArrowLeftOutlined aria-hidden />
        </Link>
        <Link to={careLogPath(id)}>{t('careLog.link.log')}</Link>
        <div className="spacer" />
        <Button
          type="primary"
          icon={<PrinterOutlined aria-hidden />}
          onClick={() => window.print()}
        >
          {t('careLog.visit.print')}
        </Button>
      </div>
      <VisitSummaryView
        summary={summary.data}
        charts={month.data ? <LogCharts log={month.data} /> : null}
        questions={
          owner ? <QuestionsEditor recipientId={id} questions={summary.data.questions} /> : null
        }
      />
      {owner ? (
        <div className="visit-no-print visit-page__share">
          <ShareVisitLink recipientId={id} />
        </div>
      ) : null}
    </main>
  );
}
