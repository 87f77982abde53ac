import { randomUUID } from 'node:crypto';
import { AssessmentCompleted, DocumentPublished, type ChatMessage } from '@tend/contracts';
import { eventually, startOpenAiStub, type OpenAiStub } from '@tend/platform/testing';
import { KnowledgeRepository } from '@tend/coach';
import {
  publishEvent,
  type SignedUpCaregiver,
  signUp,
  sundowningGuide,
  TestStack,
} from '@tend/test-stack';

interface Conversation {
  id: string;
  title: string;
  createdAt: string;
  lastMessageAt: string | null;
}
interface Sent {
  userMessage: ChatMessage;
  aiMessage: ChatMessage;
  conversation: Conversation;
}

/** Every server-sent event of a streamed answer, in order. */
async function streamMessage(stack: TestStack, token: string, id: string, content: string) {
  const response = await fetch(`${stack.url}/api/chat/conversations/${id}/messages/stream`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  const text = await response.text();
  const events = text
    .split('\n\n')
    .filter((block) => block.startsWith('event: '))
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return {
        event: eventLine?.slice('event: '.length),
        data: JSON.parse(dataLine?.slice('data: '.length) ?? 'null') as Record<string, unknown>,
      };
    });
  return { status: response.status, type: response.headers.get('content-type'), events };
}

describe('coach', () => {
  let stack: TestStack;
  let model: OpenAiStub;
  let maria: SignedUpCaregiver;
  let other: SignedUpCaregiver;

  const api = <T>(who: SignedUpCaregiver, method: string, path: string, body?: unknown) =>
    stack.api<T>(method, path, { token: who.token, body });
  const newChat = (who: SignedUpCaregiver) =>
    api<Conversation>(who, 'POST', '/api/chat/conversations', {
      title: 'New Chat - Mar 5, 9:41 PM',
    });
  const send = (who: SignedUpCaregiver, id: string, content: string) =>
    api<Sent>(who, 'POST', `/api/chat/conversations/${id}/messages`, { content, attachments: [] });
  const lastPrompt = () => model.requests[model.requests.length - 1];
  const systemText = () => String(lastPrompt()?.messages[0]?.content);

  beforeAll(async () => {
    model = await startOpenAiStub();
    stack = await TestStack.start(
      ['identity', 'notifications', 'email-worker', 'coach', 'care-profile'],
      {
        ...model.env,
        OPENAI_TIMEOUT_MS: '5000',
        UPLOAD_ENCRYPTION_KEY: randomUUID() + randomUUID(),
      },
    );
    maria = await signUp(stack, 'Maria');
    other = await signUp(stack, 'Omar');
    await eventually(
      async () => {
        const created = await stack.api('POST', '/api/recipients', {
          token: maria.token,
          body: {
            name: 'Rosa',
            relationship: 'parent',
            conditions: ['dementia', 'mobility_issues'],
          },
        });
        return created.status === 201;
      },
      10_000,
      'care-profile to know Maria',
    );
    await publishEvent(stack, DocumentPublished, sundowningGuide);
    await publishEvent(stack, AssessmentCompleted, {
      userId: maria.userId,
      assessmentId: randomUUID(),
      score: 58,
      level: 'Moderate',
      completedAt: new Date().toISOString(),
    });
    const knowledge = stack.service('coach').app.get(KnowledgeRepository);
    await eventually(async () => (await knowledge.search('sundowning', 3)).length > 0);
  });
  beforeEach(() => {
    model.reply = () => ({ text: 'Here is a calm, practical idea to try.' });
  });
  afterAll(async () => {
    await stack?.stop();
    await model?.stop();
  });

  it('welcomes a caregiver with no conversations, then lists, renames and orders them', async () => {
    const first = await api<Conversation[]>(maria, 'GET', '/api/chat/conversations');
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      expect.objectContaining({ title: 'Welcome Maria', lastMessageAt: null }),
    ]);
    expect((await api<Conversation[]>(maria, 'GET', '/api/chat/conversations')).body).toHaveLength(
      1,
    );

    const created = await newChat(maria);
    expect(created.status).toBe(200);
    const blank = await api(maria, 'PUT', `/api/chat/conversations/${created.body.id}`, {
      title: '  ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: 'Title is required' });
    const renamed = await api<Conversation>(
      maria,
      'PUT',
      `/api/chat/conversations/${created.body.id}`,
      {
        title: 'Evenings with Mom',
      },
    );
    expect(renamed.body.title).toBe('Evenings with Mom');

    await send(maria, first.body[0].id, 'How can I get some rest this week?');
    const listed = await api<Conversation[]>(maria, 'GET', '/api/chat/conversations');
    expect(listed.body.map((c) => c.id)).toEqual([first.body[0].id, created.body.id]);
  });

  it("gives the model the caregiver's context and the library's documents, and cites them", async () => {
    const chat = await newChat(maria);
    model.reply = () => ({ text: 'Try brighter lights before dusk and a calm routine [1].' });
    const sent = await send(maria, chat.body.id, 'How do I handle sundowning in the evenings?');
    expect(sent.status).toBe(200);
    expect(lastPrompt()).toMatchObject({
      model: 'stub-model',
      stream: false,
      authorization: 'Bearer sk-test-key',
    });
    expect(systemText()).toContain('first name is Maria');
    expect(systemText()).toContain('Moderate');
    expect(systemText()).toMatch(
      /care for their parent, who lives with: dementia, mobility issues/,
    );
    expect(systemText()).toContain(sundowningGuide.title);
    expect(systemText()).toContain(sundowningGuide.canonicalUrl);
    expect(systemText()).toMatch(/diagnos/);
    expect(systemText()).toContain('988');
    expect(sent.body.aiMessage.sources).toEqual([
      { title: sundowningGuide.title, url: sundowningGuide.canonicalUrl },
    ]);
    expect(sent.body.aiMessage.content).toContain(
      `[${sundowningGuide.title}](${sundowningGuide.canonicalUrl})`,
    );
    expect(sent.body.aiMessage).toMatchObject({
      role: 'assistant',
      emergency: false,
      offline: false,
      feedback: null,
      userFeedback: null,
    });
    expect(sent.body.conversation.title).toBe('How do I handle sundowning in the...');

    const messages = await api<ChatMessage[]>(
      maria,
      'GET',
      `/api/chat/conversations/${chat.body.id}/messages`,
    );
    expect(messages.body.map((m) => m.role)).toEqual(['user', 'assistant']);
    await send(maria, chat.body.id, 'And what about weekends?');
    const roles = lastPrompt()?.messages.map((m) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('puts emergency guidance first, and only for emergencies', async () => {
    const chat = await newChat(maria);
    model.reply = () => ({ text: 'Stay with him and keep him still.' });
    const fall = await send(
      maria,
      chat.body.id,
      'Dad fell and hit his head on the floor, he is bleeding',
    );
    expect(fall.body.aiMessage.emergency).toBe(true);
    expect(fall.body.aiMessage.content.startsWith('**This sounds like an emergency.**')).toBe(true);
    expect(fall.body.aiMessage.content).toContain('Call 911');
    expect(fall.body.aiMessage.content.indexOf('Call 911')).toBeLessThan(
      fall.body.aiMessage.content.indexOf('Stay with him'),
    );
    const crisis = await send(
      maria,
      chat.body.id,
      "I can't do this anymore, I want to end my life",
    );
    expect(crisis.body.aiMessage.content).toContain('988');

    const ordinary = await send(
      maria,
      chat.body.id,
      'What are good fall prevention tips for the bathroom?',
    );
    expect(ordinary.body.aiMessage.emergency).toBe(false);
    expect(ordinary.body.aiMessage.content).not.toContain('emergency');
  });

  it('streams the answer as it is written, then sends the saved messages', async () => {
    const chat = await newChat(maria);
    model.reply = () => ({ text: 'Keep a steady routine. Dim the noise after dinner.' });
    const streamed = await streamMessage(
      stack,
      maria.token,
      chat.body.id,
      'Tips for calmer evenings?',
    );
    expect(streamed.status).toBe(200);
    expect(streamed.type).toContain('text/event-stream');
    expect(lastPrompt()?.stream).toBe(true);
    const deltas = streamed.events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const done = streamed.events[streamed.events.length - 1];
    expect(done?.event).toBe('done');
    const aiMessage = (done?.data as unknown as Sent).aiMessage;
    expect(aiMessage.content.startsWith(deltas.map((d) => d.data.text).join(''))).toBe(true);

    const emergency = await streamMessage(stack, maria.token, chat.body.id, 'Mom is not breathing');
    expect(String(emergency.events[0]?.data.text)).toContain('Call 911');

    const missing = await streamMessage(stack, other.token, chat.body.id, 'hello');
    expect(missing.status).toBe(404);
  });

  it('answers from the library, badged offline, when the model fails; the model answers again after', async () => {
    const chat = await newChat(maria);
    model.reply = () => ({ status: 500, message: 'upstream exploded' });
    const failed = await send(maria, chat.body.id, 'How do I stop my dad from falling again?');
    expect(failed.status).toBe(200);
    expect(failed.body.aiMessage).toMatchObject({ offline: true, emergency: false });
    expect(failed.body.aiMessage.content).toContain('**Fall prevention tips**');
    expect(failed.body.aiMessage.content).not.toMatch(/offline/i);

    model.reply = () => ({ text: 'Write down what you notice at night first.' });
    const next = await send(maria, chat.body.id, 'How do I talk to her doctor about sleep?');
    expect(next.status).toBe(200);
    expect(next.body.aiMessage).toMatchObject({
      offline: false,
      content: 'Write down what you notice at night first.',
    });
    const all = await api<ChatMessage[]>(
      maria,
      'GET',
      `/api/chat/conversations/${chat.body.id}/messages`,
    );
    expect(all.body.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);

    model.reply = () => ({ status: 503, message: 'overloaded' });
    const emergency = await send(maria, chat.body.id, 'He has chest pain right now');
    expect(emergency.status).toBe(200);
    expect(emergency.body.aiMessage).toMatchObject({ emergency: true, offline: true });
    expect(emergency.body.aiMessage.content).toContain('Call 911');
  });

  it('answers 404 for another caregiver’s conversation and message', async () => {
    const chat = await newChat(maria);
    const sent = await send(maria, chat.body.id, 'Private question about Mom');
    const base = `/api/chat/conversations/${chat.body.id}`;
    for (const [method, path, body] of [
      ['GET', `${base}/messages`, undefined],
      ['POST', `${base}/messages`, { content: 'hi' }],
      ['PUT', base, { title: 'mine now' }],
      ['DELETE', base, undefined],
      ['GET', `${base}/export`, undefined],
      ['POST', '/api/chat/feedback', { messageId: sent.body.aiMessage.id, feedback: 'negative' }],
    ] as const) {
      expect((await api(other, method, path, body)).status).toBe(404);
    }
    expect((await api(maria, 'GET', `${base}/messages`)).body).toHaveLength(2);
    const found = await api<{ results: unknown[] }>(
      other,
      'GET',
      '/api/chat/search?q=private%20question',
    );
    expect(found.body.results).toEqual([]);
  });

  it('keeps feedback on the answer under both names, for super administrators to review', async () => {
    const chat = await newChat(maria);
    const sent = await send(maria, chat.body.id, 'Is it normal to feel angry at my father?');
    const id = sent.body.aiMessage.id;
    const up = await api<ChatMessage>(maria, 'POST', '/api/chat/feedback', {
      messageId: id,
      feedback: 'positive',
    });
    expect(up.body).toMatchObject({
      userFeedback: 'positive',
      feedback: 'positive',
      feedbackReason: null,
    });
    const bad = await api(maria, 'POST', '/api/chat/feedback', { messageId: id, feedback: 'meh' });
    expect(bad.status).toBe(400);
    const down = await api<ChatMessage>(maria, 'POST', '/api/chat/feedback', {
      messageId: id,
      feedback: 'negative',
      reason: 'outdated',
    });
    expect(down.body).toMatchObject({
      userFeedback: 'negative',
      feedback: 'negative',
      feedbackReason: 'outdated',
    });
    const listed = await api<ChatMessage[]>(
      maria,
      'GET',
      `/api/chat/conversations/${chat.body.id}/messages`,
    );
    expect(listed.body[1]).toMatchObject({ feedback: 'negative', userFeedback: 'negative' });

    expect((await api(maria, 'GET', '/api/admin/coach/feedback')).status).toBe(403);
    const admin = await signUp(stack, 'Ada');
    const { IdentityRpc } = await import('@tend/contracts');
    const { RpcClient } = await import('@tend/platform');
    await stack.gateway.app
      .get(RpcClient)
      .call(IdentityRpc.grantRole, { email: admin.email, role: 'super_admin' });
    const login = await stack.api<{ token: string }>('POST', '/api/auth/login', {
      body: { email: admin.email, password: 'Caring4Mom!' },
    });
    const review = await stack.api<{
      items: { messageId: string; reason: string; question: string }[];
    }>('GET', '/api/admin/coach/feedback?reason=outdated', { token: login.body.token });
    expect(review.status).toBe(200);
    expect(review.body.items).toEqual([
      expect.objectContaining({
        messageId: id,
        reason: 'outdated',
        question: 'Is it normal to feel angry at my father?',
      }),
    ]);
  });

  it("searches the caregiver's own titles and messages with snippets, and exports Markdown", async () => {
    const chat = await newChat(maria);
    await send(maria, chat.body.id, 'My mother wanders at night near the staircase');
    const found = await api<{
      results: { snippet: string; highlights: [number, number][]; conversationId: string }[];
    }>(maria, 'GET', '/api/chat/search?q=staircase');
    expect(found.status).toBe(200);
    const hit = found.body.results.find((r) => r.conversationId === chat.body.id);
    expect(hit?.snippet).toContain('staircase');
    const [start, end] = hit!.highlights[0];
    expect(hit!.snippet.slice(start, end)).toBe('staircase');
    expect((await api(maria, 'GET', '/api/chat/search?q=x')).status).toBe(400);

    const exported = await api<string>(
      maria,
      'GET',
      `/api/chat/conversations/${chat.body.id}/export`,
    );
    expect(exported.headers.get('content-type')).toContain('text/markdown');
    expect(exported.body).toContain('# My mother wanders at night near the...');
    expect(exported.body).toContain('## You');
    expect(exported.body).toContain('## Care coach');
    // Dates in UTC unless the reader's browser names its zone; a zone it cannot know is refused.
    expect(exported.body).toMatch(/## You · \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC/);
    const inChicago = await api<string>(
      maria,
      'GET',
      `/api/chat/conversations/${chat.body.id}/export?timeZone=America%2FChicago`,
    );
    expect(inChicago.body).toMatch(/## You · .+ C[SD]T\n/);
    const garbage = await api<{ message: string }>(
      maria,
      'GET',
      `/api/chat/conversations/${chat.body.id}/export?timeZone=Mars%2FOlympus`,
    );
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toBe('Please send a time zone such as America/Chicago');
  });

  it('says the coach is online in the public config', async () => {
    const config = await stack.api<{ coachOffline: boolean }>('GET', '/api/config');
    expect(config.body.coachOffline).toBe(false);
  });
});
