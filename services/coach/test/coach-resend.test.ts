import { randomUUID } from 'node:crypto';
import type { ChatMessage, Conversation, RouteBody } from '@tend/contracts';
import { eventually, startOpenAiStub, type OpenAiStub } from '@tend/platform/testing';
import { type SignedUpCaregiver, signUp, TestStack } from '@tend/test-stack';

interface Sent {
  userMessage: ChatMessage;
  aiMessage: ChatMessage;
  conversation: Conversation;
}

/**
 * A message sent again with the client id it was first sent with (the answer was given, but the
 * reply to the browser was lost) gets that first exchange back: the model is asked once. The
 * model is the local OpenAI-compatible stub; its `requests` count the model's calls.
 */
describe('coach: a resend with the same client message id', () => {
  let stack: TestStack;
  let model: OpenAiStub;
  let maria: SignedUpCaregiver;
  let omar: SignedUpCaregiver;

  const newChat = (who: SignedUpCaregiver): Promise<Conversation> =>
    stack.call('createConversation', { token: who.token, body: { title: 'Nights' } });
  /** What send posts: the message, with no attachments. */
  const message = (who: SignedUpCaregiver, id: string, body: RouteBody<'sendMessage'>) => ({
    token: who.token,
    params: { id },
    body: { attachments: [], ...body },
  });
  const send = (who: SignedUpCaregiver, id: string, body: RouteBody<'sendMessage'>) =>
    stack.call('sendMessage', message(who, id, body));
  const sendRefused = (who: SignedUpCaregiver, id: string, body: RouteBody<'sendMessage'>) =>
    stack.callExpectingError('sendMessage', message(who, id, body));
  const messages = (who: SignedUpCaregiver, id: string): Promise<ChatMessage[]> =>
    stack.call('listMessages', { token: who.token, params: { id } });

  beforeAll(async () => {
    model = await startOpenAiStub();
    stack = await TestStack.start(['identity', 'notifications', 'email-worker', 'coach'], {
      ...model.env,
      OPENAI_TIMEOUT_MS: '10000',
      UPLOAD_ENCRYPTION_KEY: randomUUID() + randomUUID(),
    });
    [maria, omar] = await Promise.all([signUp(stack, 'Maria'), signUp(stack, 'Omar')]);
  });
  beforeEach(() => {
    let n = 0;
    model.reply = () => ({ text: `Answer number ${++n}: try a calm evening routine.` });
    model.pieceDelayMs = 0;
    model.requests.length = 0;
  });
  afterAll(async () => {
    await stack?.stop();
    await model?.stop();
  });

  it('answers once: the same id sent twice gets the same user message and answer', async () => {
    const chat = await newChat(maria);
    const clientMessageId = randomUUID();
    const body = { content: 'Mom wakes at 3am every night. What helps?', clientMessageId };

    const first = await send(maria, chat.id, body);
    const again = await send(maria, chat.id, body);

    expect(model.requests).toHaveLength(1);
    expect(again.userMessage.id).toBe(first.userMessage.id);
    expect(again.aiMessage.id).toBe(first.aiMessage.id);
    expect(again.aiMessage.content).toBe(first.aiMessage.content);
    expect(again.aiMessage.content).toContain('Answer number 1');
    expect((await messages(maria, chat.id)).map((m) => m.id)).toEqual([
      first.userMessage.id,
      first.aiMessage.id,
    ]);
  });

  it('does not ask the model twice when the resend arrives while the first is being answered', async () => {
    const chat = await newChat(maria);
    const clientMessageId = randomUUID();
    const body = { content: 'Is it safe to leave Dad alone for an hour?', clientMessageId };
    model.reply = () => ({ text: 'Slowly written answer. '.repeat(12) });
    model.pieceDelayMs = 60; // about 1.5 s to write: the resend comes in the middle

    // The first send streams (the web app's way), the resend is a plain POST.
    const streamed = fetch(`${stack.url}/api/chat/conversations/${chat.id}/messages/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${maria.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, attachments: [] }),
    }).then((response) => response.text());
    await eventually(async () => model.requests.length === 1, 10_000, 'the first send to ask');
    const again = await send(maria, chat.id, body);
    const events = await streamed;

    expect(model.requests).toHaveLength(1);
    const done = /event: done\ndata: (.*)\n/.exec(events)?.[1];
    expect(done).toBeDefined();
    const first = JSON.parse(done ?? '{}') as Sent;
    expect(again.userMessage.id).toBe(first.userMessage.id);
    expect(again.aiMessage.id).toBe(first.aiMessage.id);
    expect(await messages(maria, chat.id)).toHaveLength(2);
  });

  it('keeps ids per user: another caregiver sending the same id gets an answer of their own', async () => {
    const clientMessageId = randomUUID();
    const content = 'How do I get some sleep?';
    const [mine, theirs] = [await newChat(maria), await newChat(omar)];
    const first = await send(maria, mine.id, { content, clientMessageId });
    const other = await send(omar, theirs.id, { content, clientMessageId });

    expect(model.requests).toHaveLength(2);
    expect(other.userMessage.id).not.toBe(first.userMessage.id);
    expect(other.aiMessage.id).not.toBe(first.aiMessage.id);
    expect(other.aiMessage.content).toContain('Answer number 2');
    expect(await messages(omar, theirs.id)).toHaveLength(2);
    expect(await messages(maria, mine.id)).toHaveLength(2);
  });

  it('answers from the library when the model fails, and a resend gets that same answer', async () => {
    const chat = await newChat(maria);
    const clientMessageId = randomUUID();
    const body = { content: 'Can I bathe Dad every other day?', clientMessageId };
    model.reply = () => ({ status: 500, message: 'the model fell over' });
    const failed = await send(maria, chat.id, body);
    expect(failed.aiMessage.offline).toBe(true);

    model.reply = () => ({ text: 'Every other day is fine for most older adults.' });
    const resent = await send(maria, chat.id, body);
    expect(resent.aiMessage.id).toBe(failed.aiMessage.id);
    expect(model.requests).toHaveLength(1);
    const list = await messages(maria, chat.id);
    expect(list.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('refuses an id already used for a different message, and a malformed id', async () => {
    const chat = await newChat(maria);
    const clientMessageId = randomUUID();
    await send(maria, chat.id, { content: 'First words', clientMessageId });
    const reused = await sendRefused(maria, chat.id, { content: 'Other words', clientMessageId });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({
      message: 'This message id was already used for a different message. Please send it again.',
    });
    const malformed = await sendRefused(maria, chat.id, { content: 'Hi', clientMessageId: 'abc' });
    expect(malformed.status).toBe(400);
    expect(model.requests).toHaveLength(1);
  });

  it('caps conversation titles at 100 characters, saying so', async () => {
    const long = 'a'.repeat(101);
    const created = await stack.callExpectingError('createConversation', {
      token: maria.token,
      body: { title: long },
    });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ message: 'Titles can be at most 100 characters' });
    const chat = await newChat(maria);
    const renamed = await stack.callExpectingError('renameConversation', {
      token: maria.token,
      params: { id: chat.id },
      body: { title: long },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({ message: 'Titles can be at most 100 characters' });
    const fits = await stack.call('renameConversation', {
      token: maria.token,
      params: { id: chat.id },
      body: { title: 'a'.repeat(100) },
    });
    expect(fits.title).toHaveLength(100);
  });
});
