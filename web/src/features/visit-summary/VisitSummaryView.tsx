import type { VisitSummary } from '@tend/contracts';
import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { OwnerCheckIn } from './OwnerCheckIn';
import { dayText, dayTimeText, scheduleText } from './summary-words';

/** A section of the page, titled; what it holds or a sentence when it is empty. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="visit-part" aria-labelledby={id}>
      <h2 id={id} className="visit-part__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Medicines({ summary }: { summary: VisitSummary }) {
  const { t, language } = useLanguage();
  if (summary.medications.length === 0) return <p>{t('careLog.visit.meds.empty')}</p>;
  return (
    <ul className="visit-list">
      {summary.medications.map((m) => (
        <li key={`${m.name}-${m.strength ?? ''}`}>
          <strong>{[m.name, m.strength, m.form].filter(Boolean).join(' ')}</strong>
          {' · '}
          {t('careLog.visit.meds.dose', { amount: m.dose.amount, unit: m.dose.unit })}
          {' · '}
          {scheduleText(m.schedule, t, language)}
          {m.purpose ? <div>{t('careLog.visit.meds.purpose', { purpose: m.purpose })}</div> : null}
          {m.prescriber ? (
            <div className="muted">
              {t('careLog.visit.meds.prescriber', { prescriber: m.prescriber })}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function MissedDoses({ summary }: { summary: VisitSummary }) {
  const { t, language } = useLanguage();
  if (summary.missedDoses.length === 0) return <p>{t('careLog.visit.missed.empty')}</p>;
  return (
    <ul className="visit-list">
      {summary.missedDoses.map((dose) => (
        <li key={`${dose.medicationName}-${dose.scheduledFor}`}>
          <strong>{dose.medicationName}</strong>, {dayTimeText(dose.scheduledFor, language)}:{' '}
          {dose.skippedBecause
            ? t('careLog.visit.missed.skipped', { reason: dose.skippedBecause })
            : t('careLog.visit.missed.notLogged')}
        </li>
      ))}
    </ul>
  );
}

function Trends({ summary }: { summary: VisitSummary }) {
  const { t, language } = useLanguage();
  const n = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (summary.trends.length === 0) return <p>{t('careLog.visit.trends.empty')}</p>;
  return (
    <div className="visit-table-wrap">
      <table className="visit-table">
        <thead>
          <tr>
            <th scope="col">{t('careLog.visit.trends.measure')}</th>
            <th scope="col">{t('careLog.visit.trends.count')}</th>
            <th scope="col">{t('careLog.visit.trends.range')}</th>
            <th scope="col">{t('careLog.visit.trends.average')}</th>
            <th scope="col">{t('careLog.visit.trends.latest')}</th>
            <th scope="col">{t('careLog.visit.trends.outside')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.trends.map((trend) => (
            <tr key={trend.measure}>
              <th scope="row">{t(`careLog.measure.${trend.measure}`)}</th>
              <td data-label={t('careLog.visit.trends.count')}>{trend.count}</td>
              <td data-label={t('careLog.visit.trends.range')}>
                {n.format(trend.lowest)}–{n.format(trend.highest)}
              </td>
              <td data-label={t('careLog.visit.trends.average')}>{n.format(trend.average)}</td>
              <td data-label={t('careLog.visit.trends.latest')}>{n.format(trend.latest)}</td>
              <td data-label={t('careLog.visit.trends.outside')}>{trend.outOfRange}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Falls({ summary }: { summary: VisitSummary }) {
  const { t, language } = useLanguage();
  if (summary.falls.length === 0) return <p>{t('careLog.visit.falls.empty')}</p>;
  return (
    <ul className="visit-list">
      {summary.falls.map((fall) => (
        <li key={fall.at}>
          <strong>
            {new Date(fall.at).toLocaleString(language, {
              month: 'short',
              day: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
            })}
          </strong>
          {': '}
          {t(fall.injured ? 'careLog.visit.falls.hurt' : 'careLog.visit.falls.notHurt')}
          {fall.note ? ` · ${fall.note}` : null}
        </li>
      ))}
    </ul>
  );
}

function Questions({ questions }: { questions: readonly string[] }) {
  const { t } = useLanguage();
  if (questions.length === 0) return <p>{t('careLog.visit.questions.empty')}</p>;
  return (
    <ol className="visit-list visit-list--numbered">
      {questions.map((question, i) => (
        <li key={i}>{question}</li>
      ))}
    </ol>
  );
}

/**
 * One page for the doctor, as the family and a clinician read it and as it prints: the recipient,
 * current medicines, missed doses, the log's trends (with charts where the reader may see the
 * log), falls, the caregiver's check-in (for the owner) and her questions (editable by her).
 */
export function VisitSummaryView({
  summary,
  charts,
  questions,
}: {
  summary: VisitSummary;
  charts?: ReactNode;
  questions?: ReactNode;
}) {
  const { t, language } = useLanguage();
  return (
    <article className="visit-summary" aria-labelledby="visit-title">
      <h1 id="visit-title" className="visit-summary__title">
        {t('careLog.visit.title', { name: summary.recipientName })}
      </h1>
      <p className="muted">
        {t('careLog.visit.covers', {
          from: dayText(summary.from, language),
          until: dayText(summary.until, language),
          generated: new Date(summary.generatedAt).toLocaleDateString(language, {
            month: 'long',
            day: 'numeric',
            year: 'numeric',
          }),
        })}
      </p>
      <Part id="visit-meds" title={t('careLog.visit.meds.title')}>
        <Medicines summary={summary} />
      </Part>
      <Part id="visit-missed" title={t('careLog.visit.missed.title')}>
        <MissedDoses summary={summary} />
      </Part>
      <Part id="visit-trends" title={t('careLog.visit.trends.title')}>
        <Trends summary={summary} />
        {charts}
      </Part>
      <Part id="visit-falls" title={t('careLog.visit.falls.title')}>
        <Falls summary={summary} />
      </Part>
      <Part id="visit-check-in" title={t('careLog.visit.checkIn.title')}>
        <OwnerCheckIn checkIn={summary.ownerCheckIn} />
      </Part>
      <Part id="visit-questions" title={t('careLog.visit.questions.title')}>
        {questions ?? <Questions questions={summary.questions} />}
      </Part>
    </article>
  );
}

export { Questions };
