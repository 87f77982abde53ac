import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { tasks } from '../database/schema';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;
export type TaskChanges = Partial<
  Pick<
    NewTask,
    | 'kind'
    | 'title'
    | 'startsAt'
    | 'durationMinutes'
    | 'place'
    | 'notes'
    | 'recurrence'
    | 'assigneeUserId'
    | 'cancelled'
    | 'doneAt'
  >
>;

/** All SQL of tasks. Every read and change is by the circle's id and the task's. */
@Injectable()
export class TasksRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  ofCircle(recipientId: string, startingBy: string): Promise<TaskRow[]> {
    return this.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.recipientId, recipientId), sql`${tasks.startsAt} <= ${startingBy}`))
      .orderBy(asc(tasks.startsAt), asc(tasks.id));
  }

  async find(recipientId: string, taskId: string): Promise<TaskRow | undefined> {
    const [row] = await this.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.recipientId, recipientId), eq(tasks.id, taskId)));
    return row;
  }

  async create(tx: DbExecutor, task: NewTask): Promise<TaskRow> {
    const [row] = await tx.insert(tasks).values(task).returning();
    return row;
  }

  async update(
    tx: DbExecutor,
    recipientId: string,
    taskId: string,
    changes: TaskChanges,
  ): Promise<TaskRow | undefined> {
    const [row] = await tx
      .update(tasks)
      .set(changes)
      .where(and(eq(tasks.recipientId, recipientId), eq(tasks.id, taskId)))
      .returning();
    return row;
  }

  async delete(tx: DbExecutor, recipientId: string, taskId: string): Promise<boolean> {
    const rows = await tx
      .delete(tasks)
      .where(and(eq(tasks.recipientId, recipientId), eq(tasks.id, taskId)))
      .returning({ id: tasks.id });
    return rows.length > 0;
  }

  /** "I'll take it": only while nobody has it (two volunteers at once: one gets it). */
  async take(recipientId: string, taskId: string, userId: string): Promise<TaskRow | undefined> {
    const [row] = await this.db
      .update(tasks)
      .set({ assigneeUserId: userId })
      .where(
        and(eq(tasks.recipientId, recipientId), eq(tasks.id, taskId), isNull(tasks.assigneeUserId)),
      )
      .returning();
    return row;
  }

  /** "I can't anymore": only by whoever has it. */
  async release(recipientId: string, taskId: string, userId: string): Promise<TaskRow | undefined> {
    const [row] = await this.db
      .update(tasks)
      .set({ assigneeUserId: null })
      .where(
        and(
          eq(tasks.recipientId, recipientId),
          eq(tasks.id, taskId),
          eq(tasks.assigneeUserId, userId),
        ),
      )
      .returning();
    return row;
  }
}
