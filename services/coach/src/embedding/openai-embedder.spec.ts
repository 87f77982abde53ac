import OpenAI from 'openai';
import { startOpenAiStub, type OpenAiStub } from '@tend/platform/testing';
import { OpenAiEmbedder } from './openai-embedder';

describe('embeddings from an OpenAI-compatible endpoint', () => {
  let stub: OpenAiStub;

  beforeAll(async () => {
    stub = await startOpenAiStub();
  });
  afterAll(async () => {
    await stub.stop();
  });

  it('asks once for all the texts and gives their vectors back in order, named by the model', async () => {
    stub.embed = (text) => [text.length, text.startsWith('I') ? 1 : 0];
    const client = new OpenAI({ apiKey: 'sk-test', baseURL: stub.baseUrl });
    const embedder = new OpenAiEmbedder(client, 'text-embedding-3-small', 2000);
    const vectors = await embedder.embed(['I want to die', 'how do I bathe mom']);
    expect(vectors).toEqual([
      [13, 1],
      [18, 0],
    ]);
    expect(stub.embeddings).toEqual(['I want to die', 'how do I bathe mom']);
    expect(embedder.id).toBe('openai:text-embedding-3-small');
  });
});
