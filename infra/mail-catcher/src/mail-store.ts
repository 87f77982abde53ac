import type { CaughtMail } from './caught-mail';

export type MailPredicate = (mail: CaughtMail) => boolean;

interface Waiter {
  predicate: MailPredicate;
  resolve(mail: CaughtMail): void;
  reject(error: Error): void;
}

/** The caught messages (the newest `capacity` of them) and the callers waiting for one. */
export class MailStore {
  private mails: CaughtMail[] = [];
  private readonly waiters = new Set<Waiter>();
  private closedWith?: Error;

  constructor(private readonly capacity: number) {}

  add(mail: CaughtMail): void {
    this.mails.push(mail);
    if (this.mails.length > this.capacity) this.mails.splice(0, this.mails.length - this.capacity);
    for (const waiter of [...this.waiters]) {
      let matches: boolean;
      try {
        matches = waiter.predicate(mail);
      } catch (error) {
        waiter.reject(error as Error);
        continue;
      }
      if (matches) waiter.resolve(mail);
    }
  }

  /** Oldest first (order of arrival). */
  list(): CaughtMail[] {
    return [...this.mails];
  }

  get(id: string): CaughtMail | undefined {
    return this.mails.find((mail) => mail.id === id);
  }

  clear(): void {
    this.mails = [];
  }

  /** The newest caught message that matches, or the first matching one to arrive within the time. */
  waitFor(predicate: MailPredicate, timeoutMs: number): Promise<CaughtMail> {
    if (this.closedWith) return Promise.reject(this.closedWith);
    const caught = this.mails.findLast(predicate);
    if (caught) return Promise.resolve(caught);
    return new Promise<CaughtMail>((resolve, reject) => {
      const timer = setTimeout(() => {
        const subjects = this.mails.map((mail) => `"${mail.subject}" to ${mail.to.join(', ')}`);
        settle.reject(
          new Error(
            `No matching e-mail arrived within ${timeoutMs} ms; caught ${this.mails.length}` +
              (subjects.length ? `: ${subjects.slice(-10).join('; ')}` : ''),
          ),
        );
      }, timeoutMs);
      const settle: Waiter = {
        predicate,
        resolve: (mail) => {
          clearTimeout(timer);
          this.waiters.delete(settle);
          resolve(mail);
        },
        reject: (error) => {
          clearTimeout(timer);
          this.waiters.delete(settle);
          reject(error);
        },
      };
      this.waiters.add(settle);
    });
  }

  /** Fails every pending and future wait: the catcher has stopped. */
  close(reason: Error): void {
    this.closedWith = reason;
    for (const waiter of [...this.waiters]) waiter.reject(reason);
  }
}
