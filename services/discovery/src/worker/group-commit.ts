interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: Error) => void;
}

/**
 * Writes items in shared transactions: while one batch commits, the next one gathers. A busy
 * crawl pays one commit per batch instead of one per page; a quiet one never waits for a timer.
 */
export class GroupCommit<T, R> {
  private pending: Pending<T, R>[] = [];
  private committing = false;

  /** `writeBatch` returns one result per item, in order, or throws and writes none. */
  constructor(
    private readonly writeBatch: (items: T[]) => Promise<R[]>,
    private readonly maxBatch = 25,
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.committing) return;
    this.committing = true;
    try {
      while (this.pending.length > 0) await this.commit(this.pending.splice(0, this.maxBatch));
    } finally {
      this.committing = false;
    }
  }

  private async commit(batch: Pending<T, R>[]): Promise<void> {
    try {
      const results = await this.writeBatch(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => entry.resolve(results[i]));
    } catch (error) {
      if (batch.length === 1) return batch[0]?.reject(asError(error));
      // One bad item must not cost the others theirs: each is tried on its own.
      for (const entry of batch)
        await this.writeBatch([entry.item]).then(
          ([result]) => entry.resolve(result),
          (e: unknown) => entry.reject(asError(e)),
        );
    }
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
