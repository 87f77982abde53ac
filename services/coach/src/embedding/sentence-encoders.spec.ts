import type { Embedder } from './embedder';
import { EncoderRetryMs, SentenceEncoders } from './sentence-encoders';

const encoder = (id: string, answer: () => number[][]): Embedder & { calls: number } => {
  const made = {
    id,
    calls: 0,
    embed: async () => {
      made.calls += 1;
      return answer();
    },
  };
  return made;
};

describe('the coach’s encoders: the server first, the local encoder when it fails', () => {
  it('reads with the server while it answers', async () => {
    const server = encoder('server', () => [[1, 0]]);
    const encoders = new SentenceEncoders(
      server,
      encoder('local', () => [[0, 1]]),
    );
    expect(await encoders.embed(['hello'])).toEqual({ encoder: 'server', vectors: [[1, 0]] });
    expect(encoders.degraded).toBe(false);
  });

  it('falls back at once when the server fails, says so once, and asks it again only after a while', async () => {
    let now = 0;
    let up = false;
    const changes: boolean[] = [];
    const server = encoder('server', () => {
      if (!up) throw new Error('connection refused');
      return [[1, 0]];
    });
    const encoders = new SentenceEncoders(
      server,
      encoder('local', () => [[0, 1]]),
      (usingServer) => changes.push(usingServer),
      () => now,
    );
    expect((await encoders.embed(['a'])).encoder).toBe('local');
    expect((await encoders.embed(['b'])).encoder).toBe('local');
    expect(server.calls).toBe(1);
    expect(encoders.degraded).toBe(true);
    up = true;
    now += EncoderRetryMs;
    expect((await encoders.embed(['c'])).encoder).toBe('server');
    expect(changes).toEqual([false, true]);
    expect(encoders.degraded).toBe(false);
  });

  it('is degraded without a server', async () => {
    const encoders = new SentenceEncoders(
      undefined,
      encoder('local', () => [[0, 1]]),
    );
    expect(encoders.degraded).toBe(true);
    expect((await encoders.embed(['a'])).encoder).toBe('local');
  });
});
