import type { Medication, MedicationChange } from '@tend/contracts';
import { useLanguage } from '../../i18n/LanguageProvider';
import { formatMoment } from './dose-time';
import { useMedicationHistoryQuery } from './medications.api';
import { changedFields, valueWords } from './history-words';

/** Who changed what, and when: the medicine's history, newest first. */
export function MedicationHistory({
  recipientId,
  medication,
}: {
  recipientId: string;
  medication: Medication;
}) {
  const { t } = useLanguage();
  const { data, isLoading, isError } = useMedicationHistoryQuery({
    recipientId,
    medicationId: medication.id,
  });
  return (
    <section aria-labelledby="medication-history-title" className="medication-history">
      <h2 id="medication-history-title" className="medications__subhead">
        {t('medications.history.title')}
      </h2>
      {isLoading ? <p className="muted">{t('medications.loading')}</p> : null}
      {isError ? <p role="alert">{t('medications.error.load')}</p> : null}
      <ol className="medication-history__list">
        {[...(data ?? [])].reverse().map((change) => (
          <HistoryEntry key={`${change.at}-${change.kind}`} change={change} />
        ))}
      </ol>
    </section>
  );
}

function HistoryEntry({ change }: { change: MedicationChange }) {
  const { t, language } = useLanguage();
  const who = change.by?.name ?? t('medications.history.someone');
  const when = formatMoment(change.at, language);
  return (
    <li className="medication-history__entry">
      <p className="medication-history__head">
        {t(change.kind === 'added' ? 'medications.history.added' : 'medications.history.changed', {
          who,
          when,
        })}
      </p>
      {change.kind === 'changed' ? (
        <ul className="medication-history__changes">
          {changedFields(change).map(([field, { from, to }]) => (
            <li key={field}>
              {t('medications.history.fromTo', {
                field: t(field),
                from: valueWords(from, t, language),
                to: valueWords(to, t, language),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
