import {
  TASK_KINDS,
  WEEKDAYS,
  type CreateTaskBody,
  type Task,
  type TaskKind,
} from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';
import type { Repeat } from './task-time';

export type Weekday = (typeof WEEKDAYS)[number];

/** What the task form holds: the date and time in the circle's time zone, as inputs give them. */
export interface TaskFormValues {
  kind: TaskKind;
  title: string;
  date: string;
  time: string;
  durationMinutes: number;
  place: string;
  notes: string;
  repeat: Repeat;
  weekdays: Weekday[];
  /** A member's id, or '' for open to a volunteer. */
  assignee: string;
}

export type TaskFormErrors = Partial<Record<'title' | 'date' | 'time' | 'weekdays', MessageId>>;

export const emptyTask = (date: string): TaskFormValues => ({
  kind: TASK_KINDS[0],
  title: '',
  date,
  time: '09:00',
  durationMinutes: 60,
  place: '',
  notes: '',
  repeat: 'none',
  weekdays: [],
  assignee: '',
});

/** A saved task back in the form, to edit it. */
export function taskToForm(task: Task): TaskFormValues {
  const recurrence = task.recurrence;
  return {
    kind: task.kind,
    title: task.title,
    date: task.startsAt.slice(0, 10),
    time: task.startsAt.slice(11, 16),
    durationMinutes: task.durationMinutes,
    place: task.place ?? '',
    notes: task.notes ?? '',
    repeat: recurrence?.frequency ?? 'none',
    weekdays: recurrence?.weekdays ?? [],
    assignee: task.assignee?.userId ?? '',
  };
}

/** What is wrong with the form, each as a sentence of the catalogue; empty when it can be sent. */
export function taskFormErrors(values: TaskFormValues): TaskFormErrors {
  const errors: TaskFormErrors = {};
  const title = values.title.trim();
  if (!title || title.length > 120) errors.title = 'circle.task.error.title';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = 'circle.task.error.date';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.time)) errors.time = 'circle.task.error.time';
  if (values.repeat === 'weekly' && values.weekdays.length === 0)
    errors.weekdays = 'circle.task.error.weekdays';
  return errors;
}

/** The body the API takes (create; an edit sends the same fields). */
export function taskBody(values: TaskFormValues): CreateTaskBody {
  const place = values.place.trim();
  const notes = values.notes.trim();
  return {
    kind: values.kind,
    title: values.title.trim(),
    startsAt: `${values.date}T${values.time}`,
    durationMinutes: values.durationMinutes,
    place: place || null,
    notes: notes || null,
    recurrence:
      values.repeat === 'none'
        ? null
        : {
            frequency: values.repeat,
            interval: 1,
            ...(values.repeat === 'weekly' && { weekdays: values.weekdays }),
          },
    assigneeUserId: values.assignee || null,
  };
}
