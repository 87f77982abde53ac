import type { Circle, Task } from '@tend/contracts';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { dayIn } from '../../lib/calendar-day';
import { CancelledDates } from './CancelledDates';
import { can } from './circle-roles';
import { useListTasksQuery } from './circle.api';
import { memberTimeZone } from './member-time-zone';
import { MonthView } from './MonthView';
import { TaskCard } from './TaskCard';
import { TaskForm } from './TaskForm';
import { agendaOf, type Occurrence } from './task-time';
import { useWideScreen } from './use-wide-screen';

type Editing = { task?: Task } | null;

/** The circle's tasks: an agenda on a phone (today, this week, later), a month on a desktop. */
export function TasksSection({ circle, taskId }: { circle: Circle; taskId?: string }) {
  const t = useT();
  const wide = useWideScreen();
  const timeZone = memberTimeZone(circle);
  const [editing, setEditing] = useState<Editing>(null);
  const today = dayIn(new Date(), circle.timeZone);
  const manages = can.manageTasks(circle.yourRole);

  return (
    <section aria-labelledby="circle-tasks-title" className="circle-section">
      <div className="circle-section__head">
        <h2 id="circle-tasks-title" className="section-title">
          {t('circle.tasks.title')}
        </h2>
        {manages ? (
          <Button type="primary" onClick={() => setEditing({})}>
            {t('circle.tasks.add')}
          </Button>
        ) : null}
      </div>
      <p className="muted circle-form__note">{t('circle.tasks.timeZone', { timeZone })}</p>
      {taskId ? (
        <OneTask circle={circle} taskId={taskId} timeZone={timeZone} onEdit={setEditing} />
      ) : null}
      {wide ? (
        <MonthView circle={circle} timeZone={timeZone} onEdit={(task) => setEditing({ task })} />
      ) : (
        <AgendaView circle={circle} timeZone={timeZone} onEdit={(task) => setEditing({ task })} />
      )}
      <CancelledDates circle={circle} timeZone={timeZone} />
      {editing ? (
        <TaskForm
          circle={circle}
          task={editing.task}
          today={today}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

/** The task a notification points at, first, whatever the view. */
function OneTask({
  circle,
  taskId,
  timeZone,
  onEdit,
}: {
  circle: Circle;
  taskId: string;
  timeZone: string;
  onEdit: (editing: Editing) => void;
}) {
  const t = useT();
  const { data, isLoading } = useListTasksQuery({ recipientId: circle.recipientId });
  const task = data?.find((candidate) => candidate.id === taskId);
  useEffect(() => {
    if (task) document.getElementById(`one-task`)?.scrollIntoView?.({ block: 'start' });
  }, [task]);
  if (isLoading) return null;
  const at = task?.occurrences.find((o) => o >= new Date().toISOString()) ?? task?.occurrences[0];
  return (
    <div id="one-task" className="one-task">
      {task && at ? (
        <TaskCard
          circle={circle}
          task={task}
          at={at}
          timeZone={timeZone}
          highlighted
          onEdit={(found) => onEdit({ task: found })}
        />
      ) : (
        <p className="muted" role="status">
          {t('circle.tasks.gone')}
        </p>
      )}
    </div>
  );
}

function AgendaView({
  circle,
  timeZone,
  onEdit,
}: {
  circle: Circle;
  timeZone: string;
  onEdit: (task: Task) => void;
}) {
  const t = useT();
  const { data, isLoading, isError } = useListTasksQuery({ recipientId: circle.recipientId });
  if (isLoading) return <p className="muted">{t('circle.loading')}</p>;
  if (isError || !data) return <p role="alert">{t('circle.error.generic')}</p>;
  const agenda = agendaOf(data, new Date(), timeZone);
  const group = (key: 'today' | 'thisWeek' | 'later', items: Occurrence[]) => (
    <div className="agenda-group" key={key}>
      <h3 className="agenda-group__title">{t(`circle.tasks.${key}`)}</h3>
      {items.length === 0 ? (
        <p className="muted">{t(`circle.tasks.${key}.none`)}</p>
      ) : (
        items.map(({ task, at }) => (
          <TaskCard
            key={`${task.id}-${at}`}
            circle={circle}
            task={task}
            at={at}
            timeZone={timeZone}
            onEdit={onEdit}
          />
        ))
      )}
    </div>
  );
  return (
    <div className="agenda">
      {group('today', agenda.today)}
      {group('thisWeek', agenda.thisWeek)}
      {agenda.later.length > 0 ? group('later', agenda.later) : null}
    </div>
  );
}
