import { randomUUID } from 'node:crypto';
import { DocumentPublished, DocumentRemoved, type ChatMessage } from '@tend/contracts';
import { eventually } from '@tend/platform/testing';
import { KnowledgeRepository } from '@tend/coach';
import { publishEvent } from './support/publish-event';
import { TestStack } from './support/test-stack';
import { signUp, type SignedUpCaregiver } from './support/caregiver';

const bathingDoc = {
  documentId: randomUUID(),
  sourceId: randomUUID(),
  url: 'https://caregiving.example.org/bathing?utm=x',
  canonicalUrl: 'https://caregiving.example.org/bathing',
  title: 'Bathing a person with dementia',
  headings: ['Getting ready'],
  category: 'Daily care',
  text: 'Bathing can be frightening for a person living with dementia. Warm the bathroom first, use a shower chair and a handheld shower, and keep a towel over the shoulders for warmth and dignity.',
  language: 'en',
  contentHash: 'b'.repeat(64),
  publishedAt: new Date().toISOString(),
};

describe('coach offline (no model key)', () => {
  let stack: TestStack;
  let maria: SignedUpCaregiver;
  const ask = async (content: string) => {
    const [chat] = (
      await stack.api<{ id: string }[]>('GET', '/api/chat/conversations', { token: maria.token })
    ).body;
    return stack.api<{ aiMessage: ChatMessage }>(
      'POST',
      `/api/chat/conversations/${chat?.id}/messages`,
      {
        token: maria.token,
        body: { content },
      },
    );
  };

  beforeAll(async () => {
    stack = await TestStack.start(['identity', 'notifications', 'email-worker', 'coach'], {
      OPENAI_API_KEY: '',
      UPLOAD_ENCRYPTION_KEY: randomUUID() + randomUUID(),
    });
    maria = await signUp(stack, 'Maria');
  });
  afterAll(async () => stack?.stop());

  it('says so in the public config', async () => {
    expect(
      (await stack.api<{ coachOffline: boolean }>('GET', '/api/config')).body.coachOffline,
    ).toBe(true);
  });

  it('answers the quick questions from built-in guidance, clearly labelled', async () => {
    const answer = await ask('Managing sundowning');
    expect(answer.status).toBe(200);
    expect(answer.body.aiMessage).toMatchObject({ offline: true, emergency: false });
    expect(answer.body.aiMessage.content).toContain('Offline mode');
    expect(answer.body.aiMessage.content).toContain('**Managing sundowning**');
    const unknown = await ask('What is a good recipe for soup?');
    expect(unknown.body.aiMessage.content).toContain('Fall prevention tips');
  });

  it('answers from the library with links, and forgets removed documents', async () => {
    await publishEvent(stack, DocumentPublished, bathingDoc);
    const knowledge = stack.service('coach').app.get(KnowledgeRepository);
    await eventually(async () => (await knowledge.search('shower chair', 3)).length > 0);
    const answer = await ask('How do I make the shower less scary for Dad?');
    expect(answer.body.aiMessage.sources).toEqual([
      { title: bathingDoc.title, url: bathingDoc.canonicalUrl },
    ]);
    expect(answer.body.aiMessage.content).toContain(`(${bathingDoc.canonicalUrl})`);
    expect(answer.body.aiMessage.content).toContain('**Safe bathing techniques**');

    await publishEvent(stack, DocumentRemoved, {
      documentId: bathingDoc.documentId,
      sourceId: bathingDoc.sourceId,
      url: bathingDoc.url,
      reason: 'source-stopped',
      removedAt: new Date().toISOString(),
    });
    await eventually(async () => (await knowledge.search('shower chair', 3)).length === 0);
  });

  it('still puts emergency guidance first', async () => {
    const answer = await ask('My husband is having chest pain');
    expect(answer.body.aiMessage.emergency).toBe(true);
    expect(answer.body.aiMessage.content.startsWith('🚨')).toBe(true);
    expect(answer.body.aiMessage.content).toContain('Call 911');
  });
});
