import { Tag } from 'antd';
import type { LogEntry, LogReading } from '@tend/contracts';
import { useLanguage } from '../../i18n/LanguageProvider';

/** The most entries listed at once (the newest). */
export const RECENT_MAX = 30;

/** A reading in words: "Blood sugar 62 mg/dL". */
export function useReadingText() {
  const { t } = useLanguage();
  return (reading: LogReading) => {
    if (reading.kind === 'mood')
      return t('careLog.reading.mood', { mood: t(`careLog.mood.${reading.mood}`) });
    if (reading.kind === 'fall')
      return t('careLog.reading.fall', { injured: String(reading.injured) });
    const { kind, ...values } = reading;
    return t(`careLog.reading.${kind}`, values);
  };
}

/** The period's entries, newest first, each with who logged it and when; out-of-range marked. */
export function RecentEntries({ entries }: { entries: readonly LogEntry[] }) {
  const { t, language } = useLanguage();
  const readingText = useReadingText();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(language, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
  const newest = [...entries].sort((a, b) => b.at.localeCompare(a.at)).slice(0, RECENT_MAX);
  if (newest.length === 0) return <p className="muted">{t('careLog.recent.empty')}</p>;
  return (
    <ul className="log-entries">
      {newest.map((entry) => (
        <li key={entry.id} className="log-entry">
          <div className="log-entry__reading">
            <strong>{readingText(entry.reading)}</strong>
            {entry.outOfRange ? <Tag color="error">{t('careLog.recent.outside')}</Tag> : null}
          </div>
          <div className="muted">
            {entry.by
              ? t('careLog.recent.by', { time: when(entry.at), name: entry.by.name })
              : when(entry.at)}
          </div>
          {entry.note ? <p className="log-entry__note">{entry.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
