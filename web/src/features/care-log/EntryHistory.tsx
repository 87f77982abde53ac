import { Button } from 'antd';
import type { LogEntryChange, LogFieldChange } from '@tend/contracts';
import { useId, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { useEntryTime } from './entry-time';
import { useReadingText } from './reading-text';

/** A part of an entry in words: its reading, its time, its note (or that it had none). */
function useFieldValue() {
  const t = useT();
  const readingText = useReadingText();
  const when = useEntryTime();
  return (change: LogFieldChange, side: 'from' | 'to'): string => {
    switch (change.field) {
      case 'reading':
        return readingText(change[side]);
      case 'at':
        return when(change[side]);
      case 'note':
        return change[side] ?? t('careLog.history.noNote');
    }
  };
}

/** One correction: who and when, then each part that changed, before and after. */
function Correction({ change }: { change: LogEntryChange }) {
  const t = useT();
  const when = useEntryTime();
  const valueOf = useFieldValue();
  return (
    <li className="log-history__change">
      <div className="muted">
        {change.by
          ? t('careLog.history.by', { time: when(change.at), name: change.by.name })
          : t('careLog.history.byGone', { time: when(change.at) })}
      </div>
      <dl className="log-history__fields">
        {change.fields.map((field) => (
          <div key={field.field}>
            <dt>{t(`careLog.history.field.${field.field}`)}</dt>
            <dd>{t('careLog.history.before', { value: valueOf(field, 'from') })}</dd>
            <dd>{t('careLog.history.after', { value: valueOf(field, 'to') })}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * The "Edited" mark of a corrected entry; tapped, its history opens below it: each correction,
 * oldest first, with who made it, when (in the reader's time zone), and each value before and after.
 */
export function EntryHistory({
  changes,
  named,
}: {
  changes: readonly LogEntryChange[];
  /** The entry in words with its time, naming the history for a screen reader. */
  named: string;
}) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  if (changes.length === 0) return null;
  return (
    <div className="log-entry__history">
      <Button
        size="small"
        className="log-entry__edited"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('careLog.history.markLabel', { entry: named })}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('careLog.history.mark')}
      </Button>
      <ol
        id={id}
        hidden={!open}
        className="log-history"
        aria-label={t('careLog.history.title', { entry: named })}
      >
        {open ? changes.map((change, i) => <Correction key={i} change={change} />) : null}
      </ol>
    </div>
  );
}
