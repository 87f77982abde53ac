import type { Circle, Task } from '@tend/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useListTasksQuery } from './circle.api';
import { dayIn } from '../../lib/calendar-day';
import { TaskCard } from './TaskCard';
import {
  formatMonth,
  formatTime,
  monthGrid,
  occurrencesOf,
  shiftMonth,
  weekdayName,
} from './task-time';

/** A desktop's month: each day with its tasks; a day chosen shows its tasks in full below. */
export function MonthView({
  circle,
  timeZone,
  onEdit,
}: {
  circle: Circle;
  timeZone: string;
  onEdit: (task: Task) => void;
}) {
  const { t, language } = useLanguage();
  const today = dayIn(new Date(), timeZone);
  const [month, setMonth] = useState(() => shiftMonth(today, 0));
  const [chosen, setChosen] = useState(today);
  const days = monthGrid(month);
  const { data } = useListTasksQuery({
    recipientId: circle.recipientId,
    from: days[0],
    to: days[days.length - 1],
  });
  const occurrences = occurrencesOf(data ?? []);
  const on = (day: string) => occurrences.filter(({ at }) => dayIn(at, timeZone) === day);

  return (
    <div className="month-view">
      <div className="month-view__head">
        <Button
          aria-label={t('circle.month.previous')}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <span aria-hidden>‹</span>
        </Button>
        <h3 className="month-view__title">{formatMonth(month, language)}</h3>
        <Button aria-label={t('circle.month.next')} onClick={() => setMonth(shiftMonth(month, 1))}>
          <span aria-hidden>›</span>
        </Button>
      </div>
      {/* Rows as a grid needs them (for screen readers); `display: contents` keeps the 7 columns. */}
      <div className="month-grid" role="grid" aria-label={formatMonth(month, language)}>
        <div className="month-grid__row" role="row">
          {Array.from({ length: 7 }, (_, index) => (
            <div key={index} className="month-grid__weekday" role="columnheader">
              {weekdayName(index, language)}
            </div>
          ))}
        </div>
        {weeksOf(days).map((week) => (
          <div key={week[0]} className="month-grid__row" role="row">
            {week.map((day) => (
              <button
                type="button"
                key={day}
                role="gridcell"
                aria-selected={day === chosen}
                className={[
                  'month-grid__day',
                  day.slice(0, 7) !== month.slice(0, 7) && 'month-grid__day--outside',
                  day === today && 'month-grid__day--today',
                  day === chosen && 'month-grid__day--chosen',
                ]
                  .filter(Boolean)
                  .join(' ')}
                onClick={() => setChosen(day)}
              >
                <span className="month-grid__number">{Number(day.slice(8))}</span>
                {on(day).map(({ task, at }) => (
                  <span key={`${task.id}-${at}`} className="month-grid__task">
                    {formatTime(at, timeZone, language)} {task.title}
                  </span>
                ))}
              </button>
            ))}
          </div>
        ))}
      </div>
      <div className="agenda-group">
        {on(chosen).length === 0 ? (
          <p className="muted">{t('circle.month.nothing')}</p>
        ) : (
          on(chosen).map(({ task, at }) => (
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
    </div>
  );
}

/** The days of the month's grid, a week (7 days) at a time. */
function weeksOf(days: string[]): string[][] {
  return Array.from({ length: Math.ceil(days.length / 7) }, (_, week) =>
    days.slice(week * 7, week * 7 + 7),
  );
}
