import { Button, Checkbox, Radio } from 'antd';
import { LOG_KINDS, MOODS, type LogEntry, type LogKind } from '@tend/contracts';
import { useState, type FormEvent } from 'react';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useT } from '../../i18n/LanguageProvider';
import { useRefusal } from '../../i18n/refusals';
import { useToast } from '../toasts/use-toast';
import { useAddCareLogEntryMutation, useUpdateCareLogEntryMutation } from './care-log.api';
import {
  checkEntry,
  emptyEntry,
  entryValues,
  type EntryBody,
  NUMBER_FIELDS,
  type EntryCheck,
  type EntryValues,
  type Mood,
} from './log-entry-form';

type Problems = Extract<EntryCheck, { ok: false }>['problems'];

/** Sends the entry: a new one, or the correction of `editing`. */
function useSaveEntry(recipientId: string, editing: LogEntry | undefined) {
  const [add, added] = useAddCareLogEntryMutation();
  const [update, updated] = useUpdateCareLogEntryMutation();
  const save = (entry: EntryBody) =>
    (editing
      ? update({ recipientId, entryId: editing.id, entry })
      : add({ recipientId, entry })
    ).unwrap();
  return { save, isLoading: added.isLoading || updated.isLoading };
}

/**
 * Adds an entry to the log: what was observed, its number(s), when (now unless changed) and a
 * note; or, given `editing`, corrects that entry, the form filled in with it. What was typed stays
 * when the server refuses it; the caller shows the entry's first aid.
 */
export function LogEntryForm({
  recipientId,
  editing,
  onSaved,
  onCancel,
}: {
  recipientId: string;
  editing?: LogEntry;
  onSaved: (entry: LogEntry) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const refusal = useRefusal('circle');
  const [values, setValues] = useState<EntryValues>(() =>
    editing ? entryValues(editing) : emptyEntry('blood-pressure', new Date()),
  );
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string>();
  const { save, isLoading } = useSaveEntry(recipientId, editing);
  const words = editing ? 'edit' : 'add';
  const set = (change: Partial<EntryValues>) => setValues((v) => ({ ...v, ...change }));
  const problem = (field: keyof Problems) => {
    const p = problems[field];
    return p ? t(`careLog.problem.${p}`) : undefined;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkEntry(values);
    setProblems(checked.ok ? {} : checked.problems);
    if (!checked.ok) return;
    setFailure(undefined);
    try {
      const entry = await save(checked.body);
      if (!editing) setValues(emptyEntry(values.kind, new Date()));
      toast({ title: t(`careLog.${words}.done`) });
      onSaved(entry);
    } catch (error) {
      setFailure(refusal(error) ?? t(`careLog.${words}.failed`));
    }
  };

  return (
    <form className="log-form" onSubmit={(e) => void submit(e)} noValidate>
      <FormAlert message={failure} />
      <fieldset className="log-form__group">
        <legend className="field__label">{t('careLog.add.what')}</legend>
        <Radio.Group
          className="log-form__kinds"
          optionType="button"
          value={values.kind}
          onChange={(e) => set({ kind: e.target.value as LogKind })}
          options={LOG_KINDS.map((kind) => ({ value: kind, label: t(`careLog.kind.${kind}`) }))}
        />
      </fieldset>
      <div className="log-form__numbers">
        {NUMBER_FIELDS[values.kind].map((field) => (
          <Field key={field} label={t(`careLog.field.${field}`)} error={problem(field)}>
            <input
              className="native-input"
              inputMode="decimal"
              value={values[field]}
              onChange={(e) => set({ [field]: e.target.value })}
            />
          </Field>
        ))}
      </div>
      <KindDetails values={values} set={set} error={problem('text')} />
      <Field label={t('careLog.field.at')} error={problem('at')}>
        <input
          className="native-input"
          type="datetime-local"
          value={values.at}
          onChange={(e) => set({ at: e.target.value, atChanged: true })}
        />
      </Field>
      <Field label={t('careLog.field.note')}>
        <textarea
          className="native-input"
          rows={2}
          maxLength={2000}
          value={values.note}
          onChange={(e) => set({ note: e.target.value })}
        />
      </Field>
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
        {t(`careLog.${words}.submit`)}
      </Button>
      {onCancel ? (
        <Button size="large" block onClick={onCancel}>
          {t('careLog.cancel')}
        </Button>
      ) : null}
    </form>
  );
}

/** What a mood, a fall or a behaviour needs besides a number. */
function KindDetails({
  values,
  set,
  error,
}: {
  values: EntryValues;
  set: (change: Partial<EntryValues>) => void;
  error?: string;
}) {
  const t = useT();
  if (values.kind === 'mood')
    return (
      <fieldset className="log-form__group">
        <legend className="field__label">{t('careLog.field.mood')}</legend>
        <Radio.Group
          optionType="button"
          value={values.mood}
          onChange={(e) => set({ mood: e.target.value as Mood })}
          options={MOODS.map((mood) => ({ value: mood, label: t(`careLog.mood.${mood}`) }))}
        />
      </fieldset>
    );
  if (values.kind === 'fall')
    return (
      <Checkbox checked={values.injured} onChange={(e) => set({ injured: e.target.checked })}>
        {t('careLog.field.injured')}
      </Checkbox>
    );
  if (values.kind === 'behavior')
    return (
      <Field label={t('careLog.field.text')} error={error}>
        <textarea
          className="native-input"
          rows={3}
          maxLength={2000}
          value={values.text}
          onChange={(e) => set({ text: e.target.value })}
        />
      </Field>
    );
  return null;
}
