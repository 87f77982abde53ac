import { TASK_KINDS, WEEKDAYS, type Circle, type Task } from '@tend/contracts';
import { Button, Checkbox, Modal, Radio, Select } from 'antd';
import { useState, type FormEvent } from 'react';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useRefusal } from '../../i18n/refusals';
import { useCreateTaskMutation, useDeleteTaskMutation, useUpdateTaskMutation } from './circle.api';
import {
  emptyTask,
  taskBody,
  taskFormErrors,
  taskToForm,
  type TaskFormErrors,
  type TaskFormValues,
} from './task-form';
import { weekdayName, type Repeat } from './task-time';

const REPEATS: readonly Repeat[] = ['none', 'daily', 'weekly', 'monthly'];

/**
 * A new task, or one to change: what, when (in the circle's time zone), where, notes, how it
 * repeats, and who has it (a member, or open for a volunteer).
 */
export function TaskForm({
  circle,
  task,
  today,
  onClose,
}: {
  circle: Circle;
  /** The task to change; a new one when absent. */
  task?: Task;
  today: string;
  onClose: () => void;
}) {
  const { t, language } = useLanguage();
  const refusal = useRefusal('circle');
  const [values, setValues] = useState<TaskFormValues>(() =>
    task ? taskToForm(task) : emptyTask(today),
  );
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const [failure, setFailure] = useState<string>();
  const [create, creating] = useCreateTaskMutation();
  const [update, updating] = useUpdateTaskMutation();
  const [remove, removing] = useDeleteTaskMutation();
  const set = (patch: Partial<TaskFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const recipientId = circle.recipientId;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = taskFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(undefined);
    try {
      if (task) await update({ recipientId, taskId: task.id, task: taskBody(values) }).unwrap();
      else await create({ recipientId, task: taskBody(values) }).unwrap();
      onClose();
    } catch (error) {
      setFailure(refusal(error) ?? t('circle.error.generic'));
    }
  };

  const deleteTask = async () => {
    if (!task) return;
    try {
      await remove({ recipientId, taskId: task.id }).unwrap();
      onClose();
    } catch (error) {
      setFailure(refusal(error) ?? t('circle.error.generic'));
    }
  };

  const error = (key: keyof TaskFormErrors) => (errors[key] ? t(errors[key]) : undefined);

  return (
    <Modal
      open
      title={t(task ? 'circle.task.editTitle' : 'circle.task.newTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <form className="circle-form" onSubmit={(e) => void submit(e)} noValidate>
        <FormAlert message={failure} />
        <Field label={t('circle.task.kind')}>
          <Select
            value={values.kind}
            onChange={(kind) => set({ kind })}
            options={TASK_KINDS.map((kind) => ({ value: kind, label: t(`circle.kind.${kind}`) }))}
          />
        </Field>
        <Field label={t('circle.task.title')} error={error('title')}>
          <input
            className="native-input"
            value={values.title}
            maxLength={120}
            onChange={(e) => set({ title: e.target.value })}
          />
        </Field>
        <div className="circle-form__pair">
          <Field label={t('circle.task.date')} error={error('date')}>
            <input
              className="native-input"
              type="date"
              value={values.date}
              onChange={(e) => set({ date: e.target.value })}
            />
          </Field>
          <Field label={t('circle.task.time')} error={error('time')}>
            <input
              className="native-input"
              type="time"
              value={values.time}
              onChange={(e) => set({ time: e.target.value })}
            />
          </Field>
        </div>
        <p className="muted circle-form__note">
          {t('circle.task.timeZone', { timeZone: circle.timeZone })}
        </p>
        <Field label={t('circle.task.duration')}>
          <input
            className="native-input"
            type="number"
            inputMode="numeric"
            min={5}
            max={1440}
            step={5}
            value={values.durationMinutes}
            onChange={(e) => set({ durationMinutes: Number(e.target.value) || 60 })}
          />
        </Field>
        <Field label={t('circle.task.place')}>
          <input
            className="native-input"
            value={values.place}
            maxLength={200}
            onChange={(e) => set({ place: e.target.value })}
          />
        </Field>
        <Field label={t('circle.task.notes')}>
          <textarea
            className="native-input"
            rows={3}
            value={values.notes}
            maxLength={2000}
            onChange={(e) => set({ notes: e.target.value })}
          />
        </Field>
        <fieldset className="circle-form__group">
          <legend className="field__label">{t('circle.task.repeat')}</legend>
          <Radio.Group
            value={values.repeat}
            onChange={(e) => set({ repeat: e.target.value as Repeat })}
            options={REPEATS.map((repeat) => ({
              value: repeat,
              label: t(`circle.task.repeat.${repeat}`),
            }))}
          />
          {values.repeat === 'weekly' ? (
            <>
              <Checkbox.Group
                className="circle-form__weekdays"
                value={values.weekdays}
                onChange={(days) => set({ weekdays: days })}
                options={WEEKDAYS.map((day, index) => ({
                  value: day,
                  label: weekdayName(index, language),
                }))}
              />
              {errors.weekdays ? (
                <p className="field__error" role="alert">
                  {t(errors.weekdays)}
                </p>
              ) : null}
            </>
          ) : null}
        </fieldset>
        <Field label={t('circle.task.assignee')}>
          <Select
            value={values.assignee}
            onChange={(assignee) => set({ assignee })}
            options={[
              { value: '', label: t('circle.task.openForAnyone') },
              ...circle.members.map((m) => ({ value: m.userId, label: m.name })),
            ]}
          />
        </Field>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={creating.isLoading || updating.isLoading}
        >
          {t(task ? 'circle.task.save' : 'circle.task.add')}
        </Button>
        {task ? (
          <Button danger block loading={removing.isLoading} onClick={() => void deleteTask()}>
            {t('circle.task.delete')}
          </Button>
        ) : null}
      </form>
    </Modal>
  );
}
