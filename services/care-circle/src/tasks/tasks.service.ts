import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CreateTaskBody, Task, UpdateTaskBody } from '@tend/contracts';
import { DATABASE, DomainError, type Database } from '@tend/platform';
import { CircleAccess, roleRequired, type Membership } from '../circle/circle-access';
import { may } from '../circle/circle-rules';
import { CirclesRepository } from '../circle/circles.repository';
import { taskView, type DayRange } from './task-view';
import { addDays, daysBetween, isOccurrence, todayIn } from './occurrences';
import { TasksRepository, type TaskChanges, type TaskRow } from './tasks.repository';

const TaskNotFound = 'We could not find that task.';
const MaxRangeDays = 92;

/** The circle's tasks: managed by the owner and organizers, taken and done by any member. */
@Injectable()
export class TasksService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly access: CircleAccess,
    private readonly circles: CirclesRepository,
    private readonly tasks: TasksRepository,
  ) {}

  /** Tasks with an occurrence on the days asked (today and the next four weeks by default). */
  async list(
    userId: string,
    recipientId: string,
    asked: { from?: string; to?: string },
  ): Promise<Task[]> {
    const { circle } = await this.access.require(userId, recipientId, 'read');
    const from = asked.from ?? todayIn(circle.timeZone);
    const to = asked.to ?? addDays(from, 28);
    const days = daysBetween(from, to);
    if (days < 0) throw DomainError.badRequest('The last day comes before the first.');
    if (days > MaxRangeDays)
      throw DomainError.badRequest(`Ask for at most ${MaxRangeDays} days of tasks at a time.`);
    const [rows, members] = await Promise.all([
      this.tasks.ofCircle(recipientId, `${to}T23:59`),
      this.circles.members(recipientId),
    ]);
    // A task whose every date in the range is called off stays listed: its dates may be restored.
    return rows
      .map((row) => taskView(row, circle.timeZone, members, { from, to }))
      .filter((task) => firstDate(task) !== undefined)
      .sort((a, b) => (firstDate(a) ?? '').localeCompare(firstDate(b) ?? ''));
  }

  async create(userId: string, recipientId: string, body: CreateTaskBody): Promise<Task> {
    const found = await this.access.require(userId, recipientId, 'manageTasks');
    await this.requireMember(recipientId, body.assigneeUserId);
    const row = await this.db.transaction((tx) =>
      this.tasks.create(tx, { ...body, id: randomUUID(), recipientId, createdBy: userId }),
    );
    return this.view(found, row);
  }

  /** Only the fields sent change; a new start or recurrence forgets the called-off occurrences. */
  async update(
    userId: string,
    recipientId: string,
    taskId: string,
    body: UpdateTaskBody,
  ): Promise<Task> {
    const found = await this.access.require(userId, recipientId, 'manageTasks');
    await this.requireTask(recipientId, taskId);
    if (body.assigneeUserId !== undefined)
      await this.requireMember(recipientId, body.assigneeUserId);
    const changes: TaskChanges = { ...body };
    if (body.startsAt !== undefined || body.recurrence !== undefined) changes.cancelled = [];
    const row = await this.db.transaction((tx) =>
      this.tasks.update(tx, recipientId, taskId, changes),
    );
    if (!row) throw DomainError.notFound(TaskNotFound);
    return this.view(found, row);
  }

  async delete(userId: string, recipientId: string, taskId: string): Promise<{ ok: true }> {
    await this.access.require(userId, recipientId, 'manageTasks');
    const deleted = await this.db.transaction((tx) => this.tasks.delete(tx, recipientId, taskId));
    if (!deleted) throw DomainError.notFound(TaskNotFound);
    return { ok: true };
  }

  /** "I'll take it." Taking one's own task again changes nothing. */
  async take(userId: string, recipientId: string, taskId: string): Promise<Task> {
    const found = await this.access.require(userId, recipientId, 'takeTasks');
    const current = await this.requireTask(recipientId, taskId);
    if (current.assigneeUserId === userId) return this.view(found, current);
    const row = await this.tasks.take(recipientId, taskId, userId);
    if (!row) throw DomainError.conflict('Someone else has already taken this task.');
    return this.view(found, row);
  }

  /** "I can't anymore": the task is open again for a volunteer. */
  async release(userId: string, recipientId: string, taskId: string): Promise<Task> {
    const found = await this.access.require(userId, recipientId, 'takeTasks');
    await this.requireTask(recipientId, taskId);
    const row = await this.tasks.release(recipientId, taskId, userId);
    if (!row) throw DomainError.conflict('This task is not yours to give back.');
    return this.view(found, row);
  }

  /** Done (or not) by whoever has it, the owner or an organizer. */
  async markDone(
    userId: string,
    recipientId: string,
    taskId: string,
    done: boolean,
  ): Promise<Task> {
    const found = await this.access.require(userId, recipientId, 'takeTasks');
    const current = await this.requireTask(recipientId, taskId);
    if (current.assigneeUserId !== userId && !may(found.member.role, 'manageTasks'))
      throw roleRequired('Only whoever has the task, the owner or an organizer can mark it done.');
    const row = await this.db.transaction((tx) =>
      this.tasks.update(tx, recipientId, taskId, { doneAt: done ? new Date() : null }),
    );
    if (!row) throw DomainError.notFound(TaskNotFound);
    return this.view(found, row);
  }

  /** Calls off one occurrence (its wall-clock start); the others stay. */
  cancelOccurrence(
    userId: string,
    recipientId: string,
    taskId: string,
    occurrence: string,
  ): Promise<Task> {
    return this.changeCancelled(userId, recipientId, taskId, occurrence, (cancelled) => [
      ...new Set([...cancelled, occurrence]),
    ]);
  }

  /** Puts a called-off occurrence back (one never called off stays as it is). */
  restoreOccurrence(
    userId: string,
    recipientId: string,
    taskId: string,
    occurrence: string,
  ): Promise<Task> {
    return this.changeCancelled(userId, recipientId, taskId, occurrence, (cancelled) =>
      cancelled.filter((start) => start !== occurrence),
    );
  }

  /** The owner or an organizer changes which occurrences are called off, `occurrence` one of the task's. */
  private async changeCancelled(
    userId: string,
    recipientId: string,
    taskId: string,
    occurrence: string,
    change: (cancelled: readonly string[]) => string[],
  ): Promise<Task> {
    const found = await this.access.require(userId, recipientId, 'manageTasks');
    const current = await this.requireTask(recipientId, taskId);
    if (!isOccurrence(current, occurrence))
      throw DomainError.badRequest('This task does not happen at that date and time.');
    const cancelled = change(current.cancelled).sort();
    const row = await this.db.transaction((tx) =>
      this.tasks.update(tx, recipientId, taskId, { cancelled }),
    );
    if (!row) throw DomainError.notFound(TaskNotFound);
    return this.view(found, row);
  }

  private async requireTask(recipientId: string, taskId: string): Promise<TaskRow> {
    const row = await this.tasks.find(recipientId, taskId);
    if (!row) throw DomainError.notFound(TaskNotFound);
    return row;
  }

  private async requireMember(recipientId: string, userId: string | null): Promise<void> {
    if (userId !== null && !(await this.circles.membership(userId, recipientId)))
      throw DomainError.badRequest('A task can be given only to a member of the circle.');
  }

  /** A task just changed, with four weeks of occurrences from its first day (or today, once it repeats). */
  private async view({ circle }: Membership, row: TaskRow): Promise<Task> {
    const firstDay = row.startsAt.slice(0, 10);
    const today = todayIn(circle.timeZone);
    const from = row.recurrence && firstDay < today ? today : firstDay;
    const range: DayRange = { from, to: addDays(from, 28) };
    return taskView(row, circle.timeZone, await this.circles.members(circle.recipientId), range);
  }
}

/** A task's first date in its range, called off or not. */
function firstDate(task: Task): string | undefined {
  return [...task.occurrences, ...task.cancelledOccurrences].sort()[0];
}
