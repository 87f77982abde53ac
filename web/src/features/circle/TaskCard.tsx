import { EnvironmentOutlined } from '@ant-design/icons';
import type { Circle, Task } from '@tend/contracts';
import { Button, Tag } from 'antd';
import { useAuth } from '../auth/use-auth';
import { useLanguage } from '../../i18n/LanguageProvider';
import { CancelOccurrenceButton } from './CancelOccurrenceButton';
import { can } from './circle-roles';
import { useMarkTaskDoneMutation, useReleaseTaskMutation, useTakeTaskMutation } from './circle.api';
import { formatWhen } from './task-time';
import { useCircleAction } from './use-circle-action';

/** One occurrence of a task: when (in the member's time zone), what, where, who has it, and what one can do. */
export function TaskCard({
  circle,
  task,
  at,
  timeZone,
  highlighted,
  onEdit,
}: {
  circle: Circle;
  task: Task;
  at: string;
  timeZone: string;
  highlighted?: boolean;
  onEdit?: (task: Task) => void;
}) {
  const { t, language } = useLanguage();
  const { user } = useAuth();
  const run = useCircleAction();
  const [take, taking] = useTakeTaskMutation();
  const [release, releasing] = useReleaseTaskMutation();
  const [markDone, marking] = useMarkTaskDoneMutation();
  const ids = { recipientId: circle.recipientId, taskId: task.id };
  const yours = task.assignee?.userId === user?.id;

  return (
    <article
      className={`circle-card task-card${highlighted ? ' task-card--highlighted' : ''}`}
      id={`task-${task.id}`}
      aria-label={task.title}
      data-testid="task-card"
    >
      <div className="task-card__head">
        <span className="task-card__when">{formatWhen(at, timeZone, language)}</span>
        <Tag>{t(`circle.kind.${task.kind}`)}</Tag>
        {task.done ? <Tag color="success">{t('circle.task.done')}</Tag> : null}
      </div>
      <h3 className="task-card__title">{task.title}</h3>
      {task.place ? (
        <p className="task-card__place">
          <EnvironmentOutlined aria-hidden /> {task.place}
        </p>
      ) : null}
      {task.notes ? <p className="muted task-card__notes">{task.notes}</p> : null}
      <p className="task-card__who">
        {task.assignee
          ? t(yours ? 'circle.task.yours' : 'circle.task.takenBy', { name: task.assignee.name })
          : t('circle.task.open')}
      </p>
      <div className="task-card__actions">
        {!task.assignee && !task.done ? (
          <Button
            type="primary"
            loading={taking.isLoading}
            onClick={() => void run(() => take(ids).unwrap(), t('circle.task.taken'))}
          >
            {t('circle.task.take')}
          </Button>
        ) : null}
        {yours && !task.done ? (
          <Button
            loading={releasing.isLoading}
            onClick={() => void run(() => release(ids).unwrap(), t('circle.task.released'))}
          >
            {t('circle.task.release')}
          </Button>
        ) : null}
        {yours || can.manageTasks(circle.yourRole) ? (
          <Button
            loading={marking.isLoading}
            onClick={() => void run(() => markDone({ ...ids, done: !task.done }).unwrap())}
          >
            {t(task.done ? 'circle.task.notDone' : 'circle.task.markDone')}
          </Button>
        ) : null}
        {onEdit && can.manageTasks(circle.yourRole) ? (
          <Button type="link" onClick={() => onEdit(task)}>
            {t('circle.task.edit')}
          </Button>
        ) : null}
        <CancelOccurrenceButton circle={circle} task={task} at={at} timeZone={timeZone} />
      </div>
    </article>
  );
}
