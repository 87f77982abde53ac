import { GroupCommit } from './group-commit';

function deferred() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

describe('GroupCommit', () => {
  it('writes the first item at once and gathers the ones that arrive meanwhile into one batch', async () => {
    const batches: number[][] = [];
    const first = deferred();
    const commit = new GroupCommit<number, string>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await first.gate;
      return items.map((n) => `saved ${n}`);
    });
    const results = [1, 2, 3, 4].map((n) => commit.add(n));
    first.release();
    await expect(Promise.all(results)).resolves.toEqual([
      'saved 1',
      'saved 2',
      'saved 3',
      'saved 4',
    ]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('never puts more than the maximum in one batch', async () => {
    const sizes: number[] = [];
    const commit = new GroupCommit<number, number>(async (items) => {
      sizes.push(items.length);
      return items;
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((n) => commit.add(n)));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('when a batch fails, tries each item alone so only the bad one fails', async () => {
    const first = deferred();
    let calls = 0;
    const commit = new GroupCommit<number, number>(async (items) => {
      calls += 1;
      if (calls === 1) await first.gate;
      if (items.includes(3)) throw new Error('three is bad');
      return items.map((n) => n * 10);
    });
    const results = [1, 2, 3, 4].map((n) => commit.add(n).catch((e: Error) => e.message));
    first.release();
    await expect(Promise.all(results)).resolves.toEqual([10, 20, 'three is bad', 40]);
  });
});
