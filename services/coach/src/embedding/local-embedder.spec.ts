import { LocalEmbedder, startSentenceModel } from './local-embedder';
import type { SentenceModel } from './sentence-model';

/** A model that records what it was asked to embed; a text's vector is its length. */
function countingModel(): SentenceModel & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    asked,
    embed: (texts) => {
      asked.push(texts);
      return Promise.resolve(texts.map((text) => [text.length]));
    },
  };
}

describe('the local embedder', () => {
  it('embeds a text it embedded recently only once (the triage, then the coach)', async () => {
    const model = countingModel();
    const embedder = new LocalEmbedder(() => Promise.resolve(model));
    expect(await embedder.embed(['mom fell'])).toEqual([[8]]);
    expect(await embedder.embed(['mom fell', 'she is ok', 'mom fell'])).toEqual([[8], [9], [8]]);
    expect(model.asked).toEqual([['mom fell'], ['she is ok']]);
  });

  it('keeps a bounded number of texts, the least recent forgotten first', async () => {
    const model = countingModel();
    const embedder = new LocalEmbedder(() => Promise.resolve(model), 2);
    await embedder.embed(['a', 'bb']);
    await embedder.embed(['a']);
    await embedder.embed(['ccc']);
    await embedder.embed(['a', 'bb']);
    expect(model.asked).toEqual([['a', 'bb'], ['ccc'], ['bb']]);
  });

  it('gives every vector back even when one call holds more texts than it keeps', async () => {
    const model = countingModel();
    const embedder = new LocalEmbedder(() => Promise.resolve(model), 2);
    expect(await embedder.embed(['a', 'bb', 'ccc', 'dddd'])).toEqual([[1], [2], [3], [4]]);
  });
});

describe('the local embedder, while a vector is being made', () => {
  it('asks once for a text that a call still waiting asked for (the triage, then the coach)', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const model = countingModel();
    const slow: SentenceModel = { embed: (texts) => gate.then(() => model.embed(texts)) };
    const embedder = new LocalEmbedder(() => Promise.resolve(slow));
    const first = embedder.embed(['mom fell']);
    const second = embedder.embed(['mom fell', 'she is ok']);
    release();
    expect(await first).toEqual([[8]]);
    expect(await second).toEqual([[8], [9]]);
    expect(model.asked).toEqual([['mom fell'], ['she is ok']]);
  });

  it('does not remember a failed batch: the next call asks again and gets its vectors', async () => {
    const model = countingModel();
    let fail = true;
    const flaky: SentenceModel = {
      embed: (texts) => (fail ? Promise.reject(new Error('thread stopped')) : model.embed(texts)),
    };
    const embedder = new LocalEmbedder(() => Promise.resolve(flaky));
    await expect(embedder.embed(['mom fell'])).rejects.toThrow('thread stopped');
    fail = false;
    expect(await embedder.embed(['mom fell'])).toEqual([[8]]);
  });
});

describe('starting the encoder', () => {
  it('runs it on the main thread, with a warning, when its threads cannot start it', async () => {
    const warning = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      const onMainThread = countingModel();
      const model = await startSentenceModel(
        () => Promise.reject(new Error("Backend 'wasm' has not yet been initialized")),
        () => Promise.resolve(onMainThread),
      );
      expect(await model.embed(['mom fell'])).toEqual([[8]]);
      expect(onMainThread.asked).toEqual([['mom fell']]);
      expect(String(warning.mock.calls[0]?.[0])).toMatch(
        /threads did not start.*not yet been initialized/,
      );
    } finally {
      warning.mockRestore();
    }
  });

  it('keeps the threads when they start', async () => {
    const inThreads = countingModel();
    const onMainThread = jest.fn(() => Promise.resolve(countingModel()));
    expect(await startSentenceModel(() => Promise.resolve(inThreads), onMainThread)).toBe(
      inThreads,
    );
    expect(onMainThread).not.toHaveBeenCalled();
  });
});
