import type { Circle, Task } from '@tend/contracts';
import { Button } from 'antd';
import { useLanguage } from '../../i18n/LanguageProvider';
import { dayIn } from '../../lib/calendar-day';
import { can } from './circle-roles';
import { useListTasksQuery, useRestoreTaskOccurrenceMutation } from './circle.api';
import { formatWhen, wallClockIn, type Occurrence } from './task-time';
import { useCircleAction } from './use-circle-action';

/** The called-off occurrences of the tasks, from today on in the member's zone, soonest first. */
export function cancelledOf(tasks: readonly Task[], now: Date, timeZone: string): Occurrence[] {
  const today = dayIn(now, timeZone);
  return tasks
    .flatMap((task) => task.cancelledOccurrences.map((at) => ({ task, at })))
    .filter(({ at }) => dayIn(at, timeZone) >= today)
    .sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * "Canceled dates": each date called off from a repeating task, with "Restore this date" to put it
 * back on the calendar. Shown to whoever manages tasks (care-circle refuses anyone else); nothing
 * when no date to come is called off.
 */
export function CancelledDates({ circle, timeZone }: { circle: Circle; timeZone: string }) {
  const { t } = useLanguage();
  const { data } = useListTasksQuery({ recipientId: circle.recipientId });
  if (!can.manageTasks(circle.yourRole)) return null;
  const cancelled = cancelledOf(data ?? [], new Date(), timeZone);
  if (cancelled.length === 0) return null;
  return (
    <section aria-labelledby="circle-canceled-title" className="canceled-dates">
      <h3 id="circle-canceled-title" className="agenda-group__title">
        {t('circle.tasks.canceled')}
      </h3>
      <p className="muted circle-form__note">{t('circle.tasks.canceled.note')}</p>
      <ul className="canceled-dates__list">
        {cancelled.map(({ task, at }) => (
          <CancelledDate
            key={`${task.id}-${at}`}
            circle={circle}
            task={task}
            at={at}
            timeZone={timeZone}
          />
        ))}
      </ul>
    </section>
  );
}

/** One called-off date: what and when, and the way back. */
function CancelledDate({
  circle,
  task,
  at,
  timeZone,
}: {
  circle: Circle;
  task: Task;
  at: string;
  timeZone: string;
}) {
  const { t, language } = useLanguage();
  const run = useCircleAction();
  const [restore, restoring] = useRestoreTaskOccurrenceMutation();
  // The service names an occurrence by its wall-clock start in the circle's zone, not the member's.
  const occurrence = wallClockIn(at, task.timeZone);
  return (
    <li className="circle-card task-card task-card--canceled" data-testid="canceled-date">
      <span className="task-card__when">{formatWhen(at, timeZone, language)}</span>
      <strong className="task-card__title">{task.title}</strong>
      <div className="task-card__actions">
        <Button
          loading={restoring.isLoading}
          onClick={() =>
            void run(
              () =>
                restore({ recipientId: circle.recipientId, taskId: task.id, occurrence }).unwrap(),
              t('circle.task.restoreOne.done'),
            )
          }
        >
          {t('circle.task.restoreOne')}
        </Button>
      </div>
    </li>
  );
}
