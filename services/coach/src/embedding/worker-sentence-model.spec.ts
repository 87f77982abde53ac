import { loadSentenceModel } from './sentence-model';
import { WorkerSentenceModel } from './worker-sentence-model';

const texts = [
  'My mother fell in the bathroom last night.',
  'How do I get paid to care for my dad in New Jersey?',
  'Mi esposo ya no me reconoce y lloro todas las noches.',
];

const cosine = (a: number[], b: number[]) => a.reduce((sum, x, k) => sum + x * (b[k] ?? 0), 0);

describe('the sentence encoder in worker threads', () => {
  let threads: WorkerSentenceModel;

  beforeAll(async () => {
    threads = await new WorkerSentenceModel(2).start();
  }, 60_000);
  afterAll(() => threads.close());

  it('gives the vectors the encoder gives on the main thread, each in its text’s place', async () => {
    const mainThread = await loadSentenceModel();
    const onMainThread = await mainThread.embed(texts);
    // A batch is shared between the two idle threads; each text keeps its own vector.
    const fromThreads = await threads.embed(texts);
    expect(fromThreads).toHaveLength(texts.length);
    fromThreads.forEach((vector, i) => {
      expect(cosine(vector, onMainThread[i] ?? [])).toBeGreaterThan(0.9999);
      const others = onMainThread.filter((_, j) => j !== i);
      for (const other of others) expect(cosine(vector, other)).toBeLessThan(0.9);
    });
    // One text alone, on one thread: the very same numbers as on the main thread.
    const [alone] = await threads.embed([texts[0] ?? '']);
    expect(alone).toEqual((await mainThread.embed([texts[0] ?? '']))[0]);
  }, 60_000);

  it('embeds two calls side by side and answers each its own', async () => {
    const [first, second] = await Promise.all([
      threads.embed([texts[0] ?? '']),
      threads.embed([texts[1] ?? '', texts[2] ?? '']),
    ]);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(2);
    expect(cosine(first[0] ?? [], second[0] ?? [])).toBeLessThan(0.9);
  });

  it('fails the calls of a thread that stops with a clear error, and starts afresh on the next', async () => {
    const waiting = threads.embed([texts[1] ?? '']);
    await threads.close();
    await expect(waiting).rejects.toThrow(/sentence encoder's thread stopped/);
    const [vector] = await threads.embed([texts[1] ?? '']);
    expect(vector).toHaveLength(512);
  }, 60_000);
});
