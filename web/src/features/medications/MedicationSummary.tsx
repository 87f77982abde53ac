import type { Medication } from '@tend/contracts';
import { Tag } from 'antd';
import { useLanguage } from '../../i18n/LanguageProvider';
import { scheduleWords } from './schedule-words';

/** "500 mg tablet", or whichever of the two is known. */
export const strengthAndForm = (m: Pick<Medication, 'strength' | 'form'>) =>
  [m.strength, m.form].filter(Boolean).join(' ');

/** "Dec 10, 2026" for a day `YYYY-MM-DD`. */
function dayWords(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A medicine at a glance: name, strength and form, dose, when, what for, supply and refill. */
export function MedicationSummary({
  medication,
  level = 3,
}: {
  medication: Medication;
  /** Its name's heading level: 3 in the list (under its heading), 2 on the medicine's own page. */
  level?: 2 | 3;
}) {
  const { t, language } = useLanguage();
  const form = strengthAndForm(medication);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="medication-summary">
      <Heading className="medication-summary__name">
        {medication.name}
        {form ? <span className="medication-summary__form"> {form}</span> : null}
      </Heading>
      <div className="medication-summary__tags">
        {medication.critical ? <Tag color="red">{t('medications.critical')}</Tag> : null}
        {!medication.current ? <Tag>{t('medications.notCurrent')}</Tag> : null}
      </div>
      <p className="medication-summary__line">
        {t('medications.summary.dose', {
          amount: medication.dose.amount,
          unit: medication.dose.unit,
        })}
      </p>
      <p className="medication-summary__line">{scheduleWords(medication.schedule, t, language)}</p>
      {medication.purpose ? (
        <p className="medication-summary__line">
          {t('medications.summary.purpose', { purpose: medication.purpose })}
        </p>
      ) : null}
      {medication.supplyOnHand !== null || medication.refillDate ? (
        <p className="medication-summary__line muted">
          {medication.supplyOnHand !== null
            ? t('medications.summary.supply', { count: medication.supplyOnHand })
            : null}
          {medication.supplyOnHand !== null && medication.refillDate ? ' · ' : null}
          {medication.refillDate
            ? t('medications.summary.refill', { date: dayWords(medication.refillDate, language) })
            : null}
        </p>
      ) : null}
    </div>
  );
}
