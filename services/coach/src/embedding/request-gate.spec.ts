import { RequestGate } from './request-gate';

describe('RequestGate', () => {
  it('runs at most its number at once, the rest in order, and refuses past its queue', async () => {
    const gate = new RequestGate(2, 2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const call = (n: number) =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        order.push(n);
        return n;
      });
    const calls = [1, 2, 3, 4].map(call);
    await expect(call(5)).rejects.toThrow('too many requests waiting');
    while (order.length < 4) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await Promise.all(calls)).toEqual([1, 2, 3, 4]);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
  });
});
