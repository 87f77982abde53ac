import { Tag } from 'antd';
import type { LogEntry, LogReading } from '@tend/contracts';
import { useState } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { EntryActions } from './EntryActions';
import { FirstAidNotice } from './FirstAidNotice';
import { LogEntryForm } from './LogEntryForm';

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

/**
 * The period's entries, newest first, each with who logged it and when; out-of-range marked.
 * Each entry the reader may change has "Edit" (the entry form, filled in, in its place) and
 * "Delete"; a corrected entry shows the first aid its new value calls for.
 */
export function RecentEntries({
  recipientId,
  entries,
  onCorrected,
  onDeleted,
}: {
  recipientId: string;
  entries: readonly LogEntry[];
  onCorrected: (entry: LogEntry) => void;
  onDeleted: (entryId: string) => void;
}) {
  const { t, language } = useLanguage();
  const readingText = useReadingText();
  const [editingId, setEditingId] = useState<string>();
  const [corrected, setCorrected] = useState<LogEntry>();
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

  const saved = (entry: LogEntry) => {
    setEditingId(undefined);
    setCorrected(entry);
    onCorrected(entry);
  };
  return (
    <ul className="log-entries">
      {newest.map((entry) =>
        entry.id === editingId ? (
          <li key={entry.id} className="log-entry">
            <LogEntryForm
              recipientId={recipientId}
              editing={entry}
              onSaved={saved}
              onCancel={() => setEditingId(undefined)}
            />
          </li>
        ) : (
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
            {corrected?.id === entry.id ? <FirstAidNotice entry={entry} /> : null}
            {entry.mayChange ? (
              <EntryActions
                recipientId={recipientId}
                entry={entry}
                named={t('careLog.recent.named', {
                  entry: readingText(entry.reading),
                  time: when(entry.at),
                })}
                onEdit={() => setEditingId(entry.id)}
                onDeleted={onDeleted}
              />
            ) : null}
          </li>
        ),
      )}
    </ul>
  );
}
