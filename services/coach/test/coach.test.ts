import { randomUUID } from 'node:crypto';
import { AssessmentCompleted, DocumentPublished, type RouteResponse } from '@tend/contracts';
import { eventually, startOpenAiStub, type OpenAiStub } from '@tend/platform/testing';
import { KnowledgeRepository } from '@tend/coach';
import {
  publishEvent,
  type SignedUpCaregiver,
  signUp,
  sundowningGuide,
  TestStack,
} from '@tend/test-stack';

type Sent = RouteResponse<'sendMessage'>;

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

  const newChat = (who: SignedUpCaregiver) =>
    stack.call('createConversation', {
      token: who.token,
      body: { title: 'New Chat - Mar 5, 9:41 PM' },
    });
  const send = (who: SignedUpCaregiver, id: string, content: string) =>
    stack.call('sendMessage', {
      token: who.token,
      params: { id },
      body: { content, attachments: [] },
    });
  const messagesOf = (who: SignedUpCaregiver, id: string) =>
    stack.call('listMessages', { token: who.token, params: { id } });
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
      () =>
        stack.call('createRecipient', {
          token: maria.token,
          body: {
            name: 'Rosa',
            relationship: 'parent',
            conditions: ['dementia', 'mobility_issues'],
          },
        }),
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
    const conversations = () => stack.call('listConversations', { token: maria.token });
    const first = await conversations();
    expect(first).toEqual([
      expect.objectContaining({ title: 'Welcome Maria', lastMessageAt: null }),
    ]);
    expect(await conversations()).toHaveLength(1);

    const created = await newChat(maria);
    const toRename = { token: maria.token, params: { id: created.id } };
    const blank = await stack.callExpectingError('renameConversation', {
      ...toRename,
      body: { title: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: 'Title is required' });
    const renamed = await stack.call('renameConversation', {
      ...toRename,
      body: { title: 'Evenings with Mom' },
    });
    expect(renamed.title).toBe('Evenings with Mom');

    await send(maria, first[0].id, 'How can I get some rest this week?');
    const listed = await conversations();
    expect(listed.map((c) => c.id)).toEqual([first[0].id, created.id]);
  });

  it("gives the model the caregiver's context and the library's documents, and cites them", async () => {
    const chat = await newChat(maria);
    model.reply = () => ({ text: 'Try brighter lights before dusk and a calm routine [1].' });
    const sent = await send(maria, chat.id, 'How do I handle sundowning in the evenings?');
    expect(lastPrompt()).toMatchObject({
      model: 'stub-model',
      stream: false,
      authorization: 'Bearer sk-test-key',
    });
    expect(systemText()).toContain('first name is Maria');
    expect(systemText()).toContain('Moderate');
    expect(systemText()).toMatch(
      /care for their parent, [^,]+, who lives with: dementia, mobility issues/,
    );
    expect(systemText()).toContain(sundowningGuide.title);
    expect(systemText()).toContain(sundowningGuide.canonicalUrl);
    expect(systemText()).toMatch(/diagnos/);
    expect(systemText()).toContain('988');
    expect(sent.aiMessage.sources).toEqual([
      { title: sundowningGuide.title, url: sundowningGuide.canonicalUrl },
    ]);
    expect(sent.aiMessage.content).toContain(
      `[${sundowningGuide.title}](${sundowningGuide.canonicalUrl})`,
    );
    expect(sent.aiMessage).toMatchObject({
      role: 'assistant',
      emergency: false,
      offline: false,
      feedback: null,
      userFeedback: null,
    });
    expect(sent.conversation.title).toBe('How do I handle sundowning in the...');

    const messages = await messagesOf(maria, chat.id);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    await send(maria, chat.id, 'And what about weekends?');
    const roles = lastPrompt()?.messages.map((m) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('puts emergency guidance first, and only for emergencies', async () => {
    const chat = await newChat(maria);
    model.reply = () => ({ text: 'Stay with him and keep him still.' });
    const fall = await send(
      maria,
      chat.id,
      'Dad fell and hit his head on the floor, he is bleeding',
    );
    expect(fall.aiMessage.emergency).toBe(true);
    expect(fall.aiMessage.content.startsWith('**This sounds like an emergency.**')).toBe(true);
    expect(fall.aiMessage.content).toContain('Call 911');
    expect(fall.aiMessage.content.indexOf('Call 911')).toBeLessThan(
      fall.aiMessage.content.indexOf('Stay with him'),
    );
    const crisis = await send(maria, chat.id, "I can't do this anymore, I want to end my life");
    expect(crisis.aiMessage.content).toContain('988');

    const ordinary = await send(
      maria,
      chat.id,
      'What are good fall prevention tips for the bathroom?',
    );
    expect(ordinary.aiMessage.emergency).toBe(false);
    expect(ordinary.aiMessage.content).not.toContain('emergency');
  });

  it('streams the answer as it is written, then sends the saved messages', async () => {
    const chat = await newChat(maria);
    model.reply = () => ({ text: 'Keep a steady routine. Dim the noise after dinner.' });
    const streamed = await streamMessage(stack, maria.token, chat.id, 'Tips for calmer evenings?');
    expect(streamed.status).toBe(200);
    expect(streamed.type).toContain('text/event-stream');
    expect(lastPrompt()?.stream).toBe(true);
    const deltas = streamed.events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const done = streamed.events[streamed.events.length - 1];
    expect(done?.event).toBe('done');
    const aiMessage = (done?.data as unknown as Sent).aiMessage;
    expect(aiMessage.content.startsWith(deltas.map((d) => d.data.text).join(''))).toBe(true);

    const emergency = await streamMessage(stack, maria.token, chat.id, 'Mom is not breathing');
    expect(String(emergency.events[0]?.data.text)).toContain('Call 911');

    const missing = await streamMessage(stack, other.token, chat.id, 'hello');
    expect(missing.status).toBe(404);
  });

  it('answers from the library, badged offline, when the model fails; the model answers again after', async () => {
    const chat = await newChat(maria);
    model.reply = () => ({ status: 500, message: 'upstream exploded' });
    const failed = await send(maria, chat.id, 'How do I stop my dad from falling again?');
    expect(failed.aiMessage).toMatchObject({ offline: true, emergency: false });
    expect(failed.aiMessage.content).toContain('**Fall prevention tips**');
    expect(failed.aiMessage.content).not.toMatch(/offline/i);

    model.reply = () => ({ text: 'Write down what you notice at night first.' });
    const next = await send(maria, chat.id, 'How do I talk to her doctor about sleep?');
    expect(next.aiMessage).toMatchObject({
      offline: false,
      content: 'Write down what you notice at night first.',
    });
    const all = await messagesOf(maria, chat.id);
    expect(all.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);

    model.reply = () => ({ status: 503, message: 'overloaded' });
    const emergency = await send(maria, chat.id, 'He has chest pain right now');
    expect(emergency.aiMessage).toMatchObject({ emergency: true, offline: true });
    expect(emergency.aiMessage.content).toContain('Call 911');
  });

  it('answers 404 for another caregiver’s conversation and message', async () => {
    const chat = await newChat(maria);
    const sent = await send(maria, chat.id, 'Private question about Mom');
    const theirs = { token: other.token, params: { id: chat.id } };
    for (const attempt of [
      () => stack.callExpectingError('listMessages', theirs),
      () => stack.callExpectingError('sendMessage', { ...theirs, body: { content: 'hi' } }),
      () =>
        stack.callExpectingError('renameConversation', { ...theirs, body: { title: 'mine now' } }),
      () => stack.callExpectingError('deleteConversation', theirs),
      () => stack.callExpectingError('exportConversation', theirs),
      () =>
        stack.callExpectingError('giveFeedback', {
          token: other.token,
          body: { messageId: sent.aiMessage.id, feedback: 'negative' },
        }),
    ]) {
      expect((await attempt()).status).toBe(404);
    }
    expect(await messagesOf(maria, chat.id)).toHaveLength(2);
    const found = await stack.call('searchChats', {
      token: other.token,
      query: { q: 'private question' },
    });
    expect(found.results).toEqual([]);
  });

  it('keeps feedback on the answer under both names, for super administrators to review', async () => {
    const chat = await newChat(maria);
    const sent = await send(maria, chat.id, 'Is it normal to feel angry at my father?');
    const id = sent.aiMessage.id;
    const up = await stack.call('giveFeedback', {
      token: maria.token,
      body: { messageId: id, feedback: 'positive' },
    });
    expect(up).toMatchObject({
      userFeedback: 'positive',
      feedback: 'positive',
      feedbackReason: null,
    });
    // Raw: 'meh' is no feedback the contract's type allows.
    const bad = await stack.api('POST', '/api/chat/feedback', {
      token: maria.token,
      body: { messageId: id, feedback: 'meh' },
    });
    expect(bad.status).toBe(400);
    const down = await stack.call('giveFeedback', {
      token: maria.token,
      body: { messageId: id, feedback: 'negative', reason: 'outdated' },
    });
    expect(down).toMatchObject({
      userFeedback: 'negative',
      feedback: 'negative',
      feedbackReason: 'outdated',
    });
    const listed = await messagesOf(maria, chat.id);
    expect(listed[1]).toMatchObject({ feedback: 'negative', userFeedback: 'negative' });

    expect((await stack.callExpectingError('reviewFeedback', { token: maria.token })).status).toBe(
      403,
    );
    const admin = await signUp(stack, 'Ada');
    const { IdentityRpc } = await import('@tend/contracts');
    const { RpcClient } = await import('@tend/platform');
    await stack.gateway.app
      .get(RpcClient)
      .call(IdentityRpc.grantRole, { email: admin.email, role: 'super_admin' });
    const login = await stack.call('login', {
      body: { email: admin.email, password: 'Caring4Mom!' },
    });
    const review = await stack.call('reviewFeedback', {
      token: login.token,
      query: { reason: 'outdated' },
    });
    expect(review.items).toEqual([
      expect.objectContaining({
        messageId: id,
        reason: 'outdated',
        question: 'Is it normal to feel angry at my father?',
      }),
    ]);
  });

  it("searches the caregiver's own titles and messages with snippets, and exports Markdown", async () => {
    const chat = await newChat(maria);
    await send(maria, chat.id, 'My mother wanders at night near the staircase');
    const found = await stack.call('searchChats', {
      token: maria.token,
      query: { q: 'staircase' },
    });
    const hit = found.results.find((r) => r.conversationId === chat.id);
    expect(hit?.snippet).toContain('staircase');
    const [start, end] = hit!.highlights[0];
    expect(hit!.snippet.slice(start, end)).toBe('staircase');
    expect(
      (await stack.callExpectingError('searchChats', { token: maria.token, query: { q: 'x' } }))
        .status,
    ).toBe(400);

    // The route answers Markdown, not JSON: `call` checks its content type and answers the text.
    const exportOf = { token: maria.token, params: { id: chat.id } };
    const exported = await stack.call('exportConversation', exportOf);
    expect(exported).toContain('# My mother wanders at night near the...');
    expect(exported).toContain('## You');
    expect(exported).toContain('## Care coach');
    // Dates in UTC unless the reader's browser names its zone; a zone it cannot know is refused.
    expect(exported).toMatch(/## You · \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC/);
    const inChicago = await stack.call('exportConversation', {
      ...exportOf,
      query: { timeZone: 'America/Chicago' },
    });
    expect(inChicago).toMatch(/## You · .+ C[SD]T\n/);
    const garbage = await stack.callExpectingError('exportConversation', {
      ...exportOf,
      query: { timeZone: 'Mars/Olympus' },
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toBe('Please send a time zone such as America/Chicago');
  });

  it('says the coach is online in the public config', async () => {
    const config = await stack.call('getPublicConfig');
    expect(config.coachOffline).toBe(false);
  });
});
