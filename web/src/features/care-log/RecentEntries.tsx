import { Tag } from 'antd';
import type { LogEntry } from '@tend/contracts';
import { useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { EntryActions } from './EntryActions';
import { EntryHistory } from './EntryHistory';
import { useEntryTime } from './entry-time';
import { FirstAidNotice } from './FirstAidNotice';
import { LogEntryForm } from './LogEntryForm';
import { useReadingText } from './reading-text';

/** The most entries listed at once (the newest). */
export const RECENT_MAX = 30;

/**
 * The period's entries, newest first, each with who logged it and when; out-of-range marked.
 * Each entry the reader may change has "Edit" (the entry form, filled in, in its place) and
 * "Delete"; a corrected entry shows the first aid its new value calls for, and an "Edited" mark
 * that opens its history for everyone who reads the log.
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
  const t = useT();
  const readingText = useReadingText();
  const when = useEntryTime();
  const [editingId, setEditingId] = useState<string>();
  const [corrected, setCorrected] = useState<LogEntry>();
  const named = (entry: LogEntry) =>
    t('careLog.recent.named', { entry: readingText(entry.reading), time: when(entry.at) });
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
            <EntryHistory changes={entry.changes} named={named(entry)} />
            {entry.note ? <p className="log-entry__note">{entry.note}</p> : null}
            {corrected?.id === entry.id ? <FirstAidNotice entry={entry} /> : null}
            {entry.mayChange ? (
              <EntryActions
                recipientId={recipientId}
                entry={entry}
                named={named(entry)}
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
