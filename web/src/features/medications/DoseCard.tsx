import type { Dose } from '@tend/contracts';
import { Button, Tag } from 'antd';
import { useLanguage } from '../../i18n/LanguageProvider';
import { formatInstantTime, formatTimeOfDay } from './dose-time';

/** One dose of the day: when, what, where it stands, and large "Given" and "Skipped" buttons. */
export function DoseCard({
  dose,
  timeZone,
  busy,
  onGiven,
  onSkipped,
  onLate,
}: {
  dose: Dose;
  timeZone: string;
  busy: boolean;
  onGiven: () => void;
  onSkipped: () => void;
  onLate: () => void;
}) {
  const { t, language } = useLanguage();
  const time = dose.scheduledFor
    ? formatTimeOfDay(dose.scheduledFor.slice(11, 16), language)
    : dose.log
      ? formatInstantTime(dose.log.at, timeZone, language)
      : '';
  const open = dose.state === 'due' || dose.state === 'missed';
  return (
    <article
      className={`dose-card dose-card--${dose.state}`}
      aria-label={t('medications.today.doseLabel', { name: dose.medicationName, time })}
    >
      <div className="dose-card__head">
        <span className="dose-card__time">{time}</span>
        <div className="dose-card__what">
          <h3 className="dose-card__name">{dose.medicationName}</h3>
          <span className="dose-card__amount">
            {t('medications.summary.dose', { amount: dose.dose.amount, unit: dose.dose.unit })}
          </span>
        </div>
        {dose.critical ? <Tag color="red">{t('medications.critical')}</Tag> : null}
      </div>
      <DoseState dose={dose} timeZone={timeZone} />
      {open ? (
        <>
          <div className="dose-card__actions">
            <Button type="primary" size="large" loading={busy} onClick={onGiven}>
              {t('medications.today.given')}
            </Button>
            <Button size="large" disabled={busy} onClick={onSkipped}>
              {t('medications.today.skipped')}
            </Button>
          </div>
          <Button type="link" className="dose-card__late" onClick={onLate}>
            {t('medications.today.givenAtOtherTime')}
          </Button>
        </>
      ) : null}
    </article>
  );
}

/** "Given at 8:05 AM by Luis", "Skipped by Ana: she was asleep", "Due", "Late: not logged yet". */
function DoseState({ dose, timeZone }: { dose: Dose; timeZone: string }) {
  const { t, language } = useLanguage();
  const { log } = dose;
  if (!log)
    return (
      <p className={`dose-card__state dose-card__state--${dose.state}`} role="status">
        {t(dose.state === 'missed' ? 'medications.today.missed' : 'medications.today.due')}
      </p>
    );
  const values = {
    time: formatInstantTime(log.at, timeZone, language),
    name: log.by?.name ?? t('medications.history.someone'),
  };
  return (
    <p className={`dose-card__state dose-card__state--${log.status}`} role="status">
      {log.status === 'given'
        ? t('medications.today.givenBy', values)
        : t('medications.today.skippedBy', { ...values, reason: log.reason ?? '' })}
    </p>
  );
}
