import { Segmented } from 'antd';
import type { LogEntry } from '@tend/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ScreenSpinner } from '../../components/PageSpinner';
import { SimplePage } from '../../components/SimplePage';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/careLog';
import { useGetCircleQuery } from '../circle/circle.api';
import { useGetCareLogQuery } from './care-log.api';
import { FirstAidNotice } from './FirstAidNotice';
import { health, visitSummaryPath } from './health-access';
import { LogCharts } from './LogCharts';
import { LogEntryForm } from './LogEntryForm';
import { RangesForm } from './RangesForm';
import { RecentEntries } from './RecentEntries';
import './care-log.css';

type Period = 'week' | 'month';

/** Shown when the log cannot be read: not in the circle, a helper, or a closed circle. */
function NoLog() {
  const t = useT();
  return (
    <SimplePage title={t('careLog.notFound.title')}>
      <p className="muted" role="alert">
        {t('careLog.notFound.text')}
      </p>
    </SimplePage>
  );
}

/**
 * `/recipients/:id/care-log`: what the family observes (pressure, sugar, weight, falls…), added in
 * a few taps, with its first aid when it calls for it, charted by week or month, and listed.
 */
export default function CareLogPage() {
  const { id = '' } = useParams();
  const t = useT();
  const [period, setPeriod] = useState<Period>('week');
  const [added, setAdded] = useState<LogEntry>();
  const { data: circle, isLoading } = useGetCircleQuery({ recipientId: id });
  const canSee = circle ? health.see(circle.yourRole) : false;
  const log = useGetCareLogQuery({ recipientId: id, period }, { skip: !canSee });

  if (isLoading || log.isLoading) return <ScreenSpinner label={t('careLog.loading')} />;
  if (!circle || !canSee || !log.data) return <NoLog />;
  const page = `/recipients/${encodeURIComponent(id)}`;

  return (
    <SimplePage
      title={t('careLog.title', { name: circle.recipientName })}
      backTo={page}
      backLabel={t('careLog.back', { name: circle.recipientName })}
    >
      <p>
        <Link to={visitSummaryPath(id)}>{t('careLog.link.visit')}</Link>
      </p>
      <div className="care-log">
        <section className="care-log__card care-log__aside" aria-labelledby="log-add-title">
          <h2 id="log-add-title" className="section-title">
            {t('careLog.add.title')}
          </h2>
          {added ? <FirstAidNotice entry={added} /> : null}
          <LogEntryForm recipientId={id} onSaved={setAdded} />
        </section>
        <section className="care-log__card" aria-labelledby="log-charts-title">
          <div className="care-log__head">
            <h2 id="log-charts-title" className="section-title">
              {t('careLog.charts.title')}
            </h2>
            <Segmented<Period>
              aria-label={t('careLog.charts.period')}
              value={period}
              onChange={setPeriod}
              options={[
                { value: 'week', label: t('careLog.period.week') },
                { value: 'month', label: t('careLog.period.month') },
              ]}
            />
          </div>
          <LogCharts log={log.data} />
          <p className="muted log-charts__legend">{t('careLog.chart.legend')}</p>
        </section>
        <section className="care-log__card" aria-labelledby="log-recent-title">
          <h2 id="log-recent-title" className="section-title">
            {t('careLog.recent.title')}
          </h2>
          <RecentEntries
            recipientId={id}
            entries={log.data.entries}
            onCorrected={(entry) => setAdded((shown) => (shown?.id === entry.id ? entry : shown))}
            onDeleted={(entryId) =>
              setAdded((shown) => (shown?.id === entryId ? undefined : shown))
            }
          />
        </section>
        {health.manage(circle.yourRole) ? (
          <details className="care-log__card care-log__ranges">
            <summary className="section-title">{t('careLog.ranges.title')}</summary>
            <RangesForm recipientId={id} ranges={log.data.ranges} />
          </details>
        ) : null}
      </div>
    </SimplePage>
  );
}
