import type { Circle, Task } from '@tend/contracts';
import { useLanguage } from '../../i18n/LanguageProvider';
import { can } from './circle-roles';
import { useCancelTaskOccurrenceMutation } from './circle.api';
import { ConfirmButton } from './ConfirmButton';
import { formatFullWhen, wallClockIn } from './task-time';
import { useCircleAction } from './use-circle-action';

/**
 * "Cancel this one": calls off one occurrence of a repeating task, the others stay. Offered to
 * whoever manages tasks (care-circle refuses anyone else) and only on a task that repeats: a
 * one-off task is changed or deleted whole.
 */
export function CancelOccurrenceButton({
  circle,
  task,
  at,
  timeZone,
}: {
  circle: Circle;
  task: Task;
  at: string;
  /** The member's own zone, the one the dialog names the date in. */
  timeZone: string;
}) {
  const { t, language } = useLanguage();
  const run = useCircleAction();
  const [cancel] = useCancelTaskOccurrenceMutation();
  if (!task.recurrence || !can.manageTasks(circle.yourRole)) return null;
  // The service names an occurrence by its wall-clock start in the circle's zone, not the member's.
  const occurrence = wallClockIn(at, task.timeZone);
  return (
    <ConfirmButton
      question={t('circle.task.cancelOne.question')}
      detail={t('circle.task.cancelOne.detail', {
        title: task.title,
        when: formatFullWhen(at, timeZone, language),
      })}
      yes={t('circle.task.cancelOne.yes')}
      no={t('circle.task.cancelOne.no')}
      danger
      onConfirm={() =>
        run(
          () => cancel({ recipientId: circle.recipientId, taskId: task.id, occurrence }).unwrap(),
          t('circle.task.cancelOne.done'),
        )
      }
    >
      {t('circle.task.cancelOne')}
    </ConfirmButton>
  );
}
