import type { Circle } from '@tend/contracts';
import { Button } from 'antd';
import { useLanguage } from '../../i18n/LanguageProvider';
import { auditByDay, auditTime, type AuditLine as Line } from './audit-days';
import { medicationsApi, useHealthAuditQuery } from './medications.api';

/** The API lists the latest this many: past it, older ones are not shown. */
const AUDIT_PAGE = 500;

/**
 * The owner's audit: who read or changed the medicines, doses, care log and doctor's page, and
 * when, newest first, a day at a time, in plain words.
 */
export function HealthAudit({ circle }: { circle: Circle }) {
  const { t, language } = useLanguage();
  const recipientId = circle.recipientId;
  const { data, isLoading, isError, refetch } = useHealthAuditQuery(
    { recipientId },
    { refetchOnMountOrArgChange: true },
  );

  return (
    <section aria-labelledby="audit-title" className="medications audit">
      <h2 id="audit-title" className="section-title">
        {t('medications.audit.heading')}
      </h2>
      <p className="muted">{t('medications.audit.intro', { name: circle.recipientName })}</p>
      {isLoading ? <p className="muted">{t('medications.loading')}</p> : null}
      {isError ? (
        <p role="alert">
          {t('medications.audit.error')}{' '}
          <Button type="link" onClick={() => void refetch()}>
            {t('medications.retry')}
          </Button>
        </p>
      ) : null}
      {data && data.length === 0 ? <p className="muted">{t('medications.audit.empty')}</p> : null}
      {data
        ? auditByDay(data, language).map((day) => (
            <section key={day.heading} className="audit__day" aria-label={day.heading}>
              <h3 className="medications__subhead">{day.heading}</h3>
              <ol className="audit__entries">
                {day.lines.map((line, index) => (
                  <AuditLine key={`${line.latest.at} ${index}`} circle={circle} line={line} />
                ))}
              </ol>
            </section>
          ))
        : null}
      {data && data.length >= AUDIT_PAGE ? (
        <p className="muted">{t('medications.audit.latestOnly', { count: AUDIT_PAGE })}</p>
      ) : null}
    </section>
  );
}

/** "8:05 AM  Luis changed a medicine: Metformin", "9:40 AM  Luis looked at … 3 times since 9:02 AM". */
function AuditLine({ circle, line }: { circle: Circle; line: Line }) {
  const { t, language } = useLanguage();
  const entry = line.latest;
  // The list's names, only if already loaded: asking for it here would itself be audited.
  const { data: medications } = medicationsApi.endpoints.listMedications.useQueryState({
    recipientId: circle.recipientId,
  });
  const medicine = medications?.find((m) => m.id === entry.subjectId)?.name;
  const name = entry.by?.name ?? t('medications.audit.someone');
  return (
    <li className="audit__entry">
      <time className="audit__time" dateTime={entry.at}>
        {auditTime(entry.at, language)}
      </time>
      <span className="audit__what">
        <span>{t(`medications.audit.action.${entry.action}`, { name })}</span>
        {medicine ? <span className="audit__subject">{medicine}</span> : null}
        {line.count > 1 ? (
          <span className="audit__subject">
            {t('medications.audit.repeated', {
              count: line.count,
              since: auditTime(line.since, language),
            })}
          </span>
        ) : null}
      </span>
    </li>
  );
}
