import type { Circle, Medication } from '@tend/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { mayMedicines } from './medication-access';
import { MedicationForm } from './MedicationForm';
import { MedicationHistory } from './MedicationHistory';
import { MedicationSummary } from './MedicationSummary';
import { useListMedicationsQuery } from './medications.api';
import { gapWords } from './schedule-words';
import { fieldLabel } from './history-words';
import type { MessageId } from '../../i18n/catalogue';

/** One medicine: all that is known of it, a way to change it (owner, organizers), its history. */
export function MedicationDetails({
  circle,
  medicationId,
}: {
  circle: Circle;
  medicationId: string;
}) {
  const { t } = useLanguage();
  const [editing, setEditing] = useState(false);
  const { data, isLoading, isError } = useListMedicationsQuery({ recipientId: circle.recipientId });
  const medication = data?.find((m) => m.id === medicationId);
  if (isLoading) return <p className="muted">{t('medications.loading')}</p>;
  if (isError) return <p role="alert">{t('medications.error.load')}</p>;
  if (!medication)
    return (
      <p role="alert" className="muted">
        {t('medications.details.gone')}
      </p>
    );
  if (editing)
    return (
      <MedicationForm circle={circle} medication={medication} onDone={() => setEditing(false)} />
    );
  return (
    <div className="medications">
      <article className="medication-card" aria-label={medication.name}>
        <MedicationSummary medication={medication} level={2} />
        <MoreAbout medication={medication} />
        {mayMedicines.edit(circle.yourRole) ? (
          <Button size="large" type="primary" block onClick={() => setEditing(true)}>
            {t('medications.details.edit')}
          </Button>
        ) : null}
      </article>
      <MedicationHistory recipientId={circle.recipientId} medication={medication} />
    </div>
  );
}

/** The rest of what was written down about it: prescriber, pharmacy, dates, notes, alerts. */
function MoreAbout({ medication }: { medication: Medication }) {
  const { t } = useLanguage();
  const rows: [MessageId, string | null][] = [
    [fieldLabel('prescriber'), medication.prescriber],
    [fieldLabel('pharmacy'), medication.pharmacy],
    [fieldLabel('startDate'), medication.startDate],
    [fieldLabel('stopDate'), medication.stopDate],
    [
      'medications.details.refillReminderLabel',
      t('medications.details.refillReminder', { days: medication.refillReminderDays }),
    ],
    [fieldLabel('missedAfterMinutes'), gapWords(medication.missedAfterMinutes, t)],
    [fieldLabel('notes'), medication.notes],
  ];
  return (
    <dl className="medication-facts">
      {rows
        .filter((row): row is [MessageId, string] => row[1] !== null && row[1] !== '')
        .map(([label, value]) => (
          <div key={label} className="medication-facts__row">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
