import { LocalEmbedder, type SentenceModel } from './local-embedder';

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
