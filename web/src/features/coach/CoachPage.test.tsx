import { ReadableStream } from 'node:stream/web';
import type { ChatMessage, Conversation, PublicConfig } from '@tend/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, aUser } from '../../test/factories';
import type { RecordedRequest, Responder, ResponseSpec } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import CoachPage from './CoachPage';

const C1 = '11111111-1111-4111-8111-111111111111';
const C2 = '22222222-2222-4222-8222-222222222222';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let seq = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: C1,
    title: 'Welcome Dana',
    createdAt: '2025-10-01T10:00:00.000Z',
    lastMessageAt: null,
    ...overrides,
  };
}

function aMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: uuid(),
    conversationId: C1,
    role: 'assistant',
    content: 'Hello',
    attachments: [],
    createdAt: '2025-10-01T10:00:00.000Z',
    userFeedback: null,
    feedback: null,
    feedbackReason: null,
    sources: [],
    offline: false,
    emergency: false,
    ...overrides,
  };
}

/** What the server holds: sent messages come back when the list is fetched again. */
let stored: ChatMessage[] = [];

function answerTo(content: string, attachments: string[] = []) {
  const userMessage = aMessage({ role: 'user', content, attachments });
  const aiMessage = aMessage({
    content: '**Keep paths clear.** Use night lights.',
    sources: [{ title: 'CDC: Preventing falls', url: 'https://www.cdc.gov/falls' }],
  });
  stored.push(userMessage, aiMessage);
  return { userMessage, aiMessage, conversation: aConversation() };
}

/** The stream route's answer as the gateway writes it, here all at once: the saved messages. */
function streamed(result: ReturnType<typeof answerTo>): ResponseSpec {
  return {
    headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    text: `event: done\ndata: ${JSON.stringify(result)}\n\n`,
  };
}

/** A refusal as the gateway answers it, before the stream starts. */
function refused(statusCode: number, error: string, code: string, message: string): ResponseSpec {
  return { status: statusCode, json: { statusCode, code, message, error } };
}

function reply(req: RecordedRequest, conversation = aConversation()) {
  const body = req.body as { content: string; attachments: string[] };
  return streamed({ ...answerTo(body.content, body.attachments), conversation });
}

interface CoachSetup {
  conversations?: Conversation[];
  messages?: ChatMessage[];
  routes?: Record<string, Responder>;
  config?: Partial<PublicConfig>;
}

function renderCoach({
  conversations = [aConversation()],
  messages = [],
  routes = {},
  config = {},
}: CoachSetup = {}) {
  stored = [...messages];
  return renderWithProviders(<CoachPage />, {
    route: '/ai-coach',
    user: aUser({ firstName: 'Dana' }),
    config,
    routes: {
      'GET /api/profile': { json: aProfile({ careCoachAvatar: 'asian_male' }) },
      'GET /api/chat/conversations': { json: conversations },
      [`GET /api/chat/conversations/${C1}/messages`]: () => ({ json: stored }),
      [`GET /api/chat/conversations/${C2}/messages`]: { json: [] },
      [`POST /api/chat/conversations/${C1}/messages/stream`]: reply,
      ...routes,
    },
  });
}

const messageBox = () => screen.findByRole('textbox', { name: 'Message' });

/** Sends words the server refuses: its words are shown, and the message comes back to the box. */
async function sendRefused(user: ReturnType<typeof userEvent.setup>, words: string, shown: string) {
  const box = await messageBox();
  await user.type(box, `${words}{Enter}`);
  expect(await screen.findByText(shown)).toBeInTheDocument();
  expect(box).toHaveValue(words);
  return box;
}

describe('AI coach', () => {
  it('selects the first conversation and offers the quick questions while it is empty', async () => {
    renderCoach({ config: { coachOffline: true } });
    expect(await screen.findByRole('button', { name: 'Fall prevention tips' })).toBeInTheDocument();
    const chips = within(screen.getByRole('group', { name: 'Quick questions' })).getAllByRole(
      'button',
    );
    expect(chips.map((c) => c.textContent)).toEqual([
      'Fall prevention tips',
      'Managing sundowning',
      'When to call 911',
      'Medication reminders',
      'Dealing with agitation',
      'Safe bathing techniques',
    ]);
    // Shown from the first paint; her conversation is chosen once her list is here.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Welcome Dana' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    // the chosen avatar, and the offline label
    expect(screen.getByText('Kenji')).toBeInTheDocument();
    expect(screen.getByText(/Offline mode/)).toBeInTheDocument();
  });

  it('leaves the welcome conversation to the server: an empty list makes none', async () => {
    const { http } = renderCoach({ conversations: [] });
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    expect(http.calls('POST /api/chat/conversations')).toHaveLength(0);
  });

  it('sends with Enter, adds a line with Shift+Enter, and shows the answer with its sources', async () => {
    const user = userEvent.setup();
    const { http } = renderCoach();
    const box = await messageBox();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('Line one\nline two');
    expect(send).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('');
    expect(await screen.findByText('Keep paths clear.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CDC: Preventing falls' })).toHaveAttribute(
      'href',
      'https://www.cdc.gov/falls',
    );
    expect(http.calls(`POST /api/chat/conversations/${C1}/messages/stream`)[0].body).toEqual({
      content: 'Line one\nline two',
      attachments: [],
      clientMessageId: expect.stringMatching(UUID),
    });
  });

  it('keeps an unsent message through a reload of the page, and forgets it once sent', async () => {
    const user = userEvent.setup();
    const words = 'She woke at 3 and would not settle.';
    const before = renderCoach();
    await user.type(await messageBox(), words);
    before.unmount();

    const after = renderCoach();
    const box = await messageBox();
    await waitFor(() => expect(box).toHaveValue(words));
    await user.type(box, '{Enter}');
    expect(await screen.findByText('Keep paths clear.')).toBeInTheDocument();
    after.unmount();

    renderCoach({ messages: stored });
    expect(await screen.findByText('Keep paths clear.')).toBeInTheDocument();
    expect(await messageBox()).toHaveValue('');
  });

  it.each([
    ['the server got it: after the reload the box is empty', true, ''],
    [
      'the server did not: after the reload her words are still there',
      false,
      'Can Dad shower alone?',
    ],
  ])('a send cut off on the way back (%s)', async (_name, delivered, left) => {
    const user = userEvent.setup();
    const words = 'Can Dad shower alone?';
    const before = renderCoach({
      routes: {
        [`POST /api/chat/conversations/${C1}/messages/stream`]: (req) => {
          if (delivered) answerTo((req.body as { content: string }).content);
          return refused(503, 'Service Unavailable', 'SERVICE_UNAVAILABLE', 'Try again soon.');
        },
      },
    });
    await user.type(await messageBox(), `${words}{Enter}`);
    expect(await screen.findByText('Message Not Sent')).toBeInTheDocument();
    expect(await messageBox()).toHaveValue(words);
    before.unmount();

    renderCoach({ messages: stored });
    expect(await screen.findByRole('heading', { name: 'Welcome Dana' })).toBeInTheDocument();
    if (delivered) expect(await screen.findByText('Keep paths clear.')).toBeInTheDocument();
    await waitFor(async () => expect(await messageBox()).toHaveValue(left));
  });

  it('shows the message at once with a status, and restores it when sending fails', async () => {
    const user = userEvent.setup();
    let fail: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    const { http } = renderCoach();
    const box = await messageBox();
    const realFetch = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if ((input as string).includes('/messages') && init?.method === 'POST') {
        await failed;
        return new Response('{"message":"The coach is busy."}', { status: 503 });
      }
      return realFetch(input, init);
    });
    await user.type(box, 'Is it safe to leave Dad alone?{Enter}');
    expect(await screen.findByText('Is it safe to leave Dad alone?')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your message');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    fail();
    expect(await screen.findByText('The coach is busy.')).toBeInTheDocument();
    expect(box).toHaveValue('Is it safe to leave Dad alone?');
    expect(screen.queryByRole('listitem', { name: /Is it safe/ })).not.toBeInTheDocument();
    void http;
  });

  it('keeps her words and says the message was not sent when no chat could be opened for it', async () => {
    const user = userEvent.setup();
    const down = refused(503, 'Service Unavailable', 'SERVICE_UNAVAILABLE', 'Try again soon.');
    renderCoach({
      routes: { 'GET /api/chat/conversations': down, 'POST /api/chat/conversations': down },
    });
    const box = await messageBox();
    await user.type(box, 'Is it safe to leave Dad alone?{Enter}');
    expect(await screen.findByText('Message Not Sent')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(box).toHaveValue('Is it safe to leave Dad alone?');
  });

  it('sends a failed message again with the same id, and changed words with a new one', async () => {
    const user = userEvent.setup();
    let failNext = true;
    const { http } = renderCoach({
      routes: {
        [`POST /api/chat/conversations/${C1}/messages/stream`]: (req) => {
          if (!failNext) return reply(req);
          failNext = false;
          return refused(
            502,
            'Bad Gateway',
            'COACH_MODEL_UNAVAILABLE',
            'The care coach could not answer just now.',
          );
        },
      },
    });
    const box = await sendRefused(
      user,
      'Can Dad shower alone?',
      'The care coach could not answer just now.',
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Keep paths clear.')).toBeInTheDocument();
    await user.type(box, 'And at night?{Enter}');
    await waitFor(() =>
      expect(http.calls(`POST /api/chat/conversations/${C1}/messages/stream`)).toHaveLength(3),
    );
    const ids = http
      .calls(`POST /api/chat/conversations/${C1}/messages/stream`)
      .map((call) => (call.body as { clientMessageId: string }).clientMessageId);
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toMatch(UUID);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('sends a refused message once: it is not sent again as a plain POST', async () => {
    const user = userEvent.setup();
    const { http } = renderCoach({
      routes: {
        [`POST /api/chat/conversations/${C1}/messages/stream`]: refused(
          404,
          'Not Found',
          'NOT_FOUND',
          'We could not find that conversation.',
        ),
      },
    });
    await sendRefused(user, 'Can Dad shower alone?', 'We could not find that conversation.');
    expect(http.calls(`POST /api/chat/conversations/${C1}/messages/stream`)).toHaveLength(1);
    expect(http.calls(`POST /api/chat/conversations/${C1}/messages`)).toHaveLength(0);
  });

  it('opens a new chat at once, and the next message goes to it', async () => {
    const user = userEvent.setup();
    const fresh = aConversation({
      id: C2,
      title: 'New Chat - Oct 3, 9:15 PM',
      createdAt: '2025-10-03T21:15:00.000Z',
    });
    // Once the chat is made, the list is slow to come back (as over a phone's network).
    let release: () => void = () => undefined;
    let listHeld: Promise<void> = Promise.resolve();
    let listed = [aConversation()];
    const { http } = renderCoach({
      routes: {
        'GET /api/chat/conversations': async () => {
          await listHeld;
          return { json: listed };
        },
        'POST /api/chat/conversations': () => {
          listed = [fresh, aConversation()];
          listHeld = new Promise((resolve) => (release = resolve));
          return { json: fresh };
        },
        [`POST /api/chat/conversations/${C2}/messages/stream`]: (req) => reply(req, fresh),
        [`PUT /api/chat/conversations/${C2}`]: { json: fresh },
      },
    });
    await messageBox();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Welcome Dana' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    await user.click(screen.getByRole('button', { name: /New Chat$/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: fresh.title })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    expect(screen.getByRole('button', { name: 'Welcome Dana' })).not.toHaveAttribute(
      'aria-current',
    );
    act(() => release());
    await waitFor(() => expect(http.calls('GET /api/chat/conversations')).toHaveLength(2));
    await user.type(await messageBox(), 'Is it normal for Mom to sleep all day?{Enter}');
    await waitFor(() =>
      expect(http.calls(`POST /api/chat/conversations/${C2}/messages/stream`)).toHaveLength(1),
    );
    expect(http.calls(`POST /api/chat/conversations/${C1}/messages/stream`)).toHaveLength(0);
    expect(screen.getByRole('button', { name: fresh.title })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('streams the answer as it is written', async () => {
    const user = userEvent.setup();
    renderCoach();
    const box = await messageBox();
    const realFetch = global.fetch;
    let push: (text: string) => void = () => undefined;
    let end: () => void = () => undefined;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if ((input as string).endsWith('/messages/stream')) {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            const enc = new TextEncoder();
            push = (t) => controller.enqueue(enc.encode(t));
            end = () => controller.close();
          },
        });
        return new Response(body as unknown as BodyInit, {
          headers: { 'content-type': 'text/event-stream' },
        });
      }
      return realFetch(input, init);
    });
    await user.type(box, 'Bathing tips?{Enter}');
    await waitFor(() =>
      expect(global.fetch).toHaveBeenCalledWith(
        expect.stringMatching(/\/stream$/),
        expect.anything(),
      ),
    );
    act(() => push('event: delta\ndata: {"type":"delta","text":"Use a **shower"}\n\n'));
    act(() => push('event: delta\ndata: {"type":"delta","text":" chair**."}\n\n'));
    expect(await screen.findByText('shower chair')).toBeInTheDocument();
    const done = answerTo('Bathing tips?');
    act(() => {
      push(`event: done\ndata: ${JSON.stringify(done)}\n\n`);
      end();
    });
    expect(await screen.findByText('Keep paths clear.')).toBeInTheDocument();
  });

  it("shows the title the server gives a 'New Chat -' conversation on its first message", async () => {
    const user = userEvent.setup();
    const fresh = aConversation({ title: 'New Chat - Oct 3, 9:15 PM' });
    const titled = aConversation({ title: 'My mother keeps falling at night what...' });
    let listed = [fresh];
    const { http } = renderCoach({
      routes: {
        'GET /api/chat/conversations': () => ({ json: listed }),
        [`POST /api/chat/conversations/${C1}/messages/stream`]: (req) => {
          listed = [titled];
          return reply(req, titled);
        },
      },
    });
    await user.type(await messageBox(), 'My mother keeps falling at night, what can I do?{Enter}');
    expect(await screen.findByRole('button', { name: titled.title })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.queryByRole('button', { name: fresh.title })).not.toBeInTheDocument();
    expect(http.calls(`PUT /api/chat/conversations/${C1}`)).toHaveLength(0);
  });

  it('collapses long answers with Show more / Show less', async () => {
    const user = userEvent.setup();
    const long = Array.from({ length: 8 }, (_, i) => `Step ${i + 1}`).join('\n\n');
    renderCoach({ messages: [aMessage({ content: long })] });
    expect(await screen.findByText('Step 1')).toBeInTheDocument();
    expect(screen.queryByText('Step 8')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('Step 8')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText('Step 8')).not.toBeInTheDocument();
  });

  it('never collapses emergency guidance, however long', async () => {
    const steps = Array.from({ length: 8 }, (_, i) => `- Step ${i + 1}`).join('\n');
    renderCoach({
      messages: [
        aMessage({
          content: `**This sounds like an emergency.**\n\n- **Call or text 988**\n${steps}`,
          emergency: true,
        }),
      ],
    });
    expect(await screen.findByText('Step 8')).toBeInTheDocument();
    expect(screen.getByText('Call or text 988')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('badges an offline answer and shows its advice first, without raw Markdown', async () => {
    const advice = Array.from({ length: 6 }, (_, i) => `${i + 1}. Tip number ${i + 1}`).join('\n');
    const { container } = renderCoach({
      messages: [
        aMessage({
          content: `_Offline mode: the AI coach is not connected right now, so this answer comes from Tend’s built-in caregiving guidance and library._\n\n**Fall prevention tips**\n\n${advice}`,
          offline: true,
        }),
      ],
    });
    // The welcome's quick questions (Fall prevention tips among them) show until the answer is here.
    expect(await screen.findByText('Tip number 1')).toBeInTheDocument();
    expect(screen.getByText('Fall prevention tips')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The AI coach is offline, so this answer comes from Tend’s built-in caregiving guidance.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(container.querySelector('.message__bubble')).not.toHaveTextContent(/_|Offline mode/);
  });

  it('copies an answer and rates it, offering a reason with a thumbs-down', async () => {
    const user = userEvent.setup();
    const answer = aMessage({ content: 'Try a warm bath before bed.' });
    const { http } = renderCoach({
      messages: [answer],
      routes: { 'POST /api/chat/feedback': { json: answer } },
    });
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy message' }));
    expect(
      await screen.findByText('Failed to copy message. Please try again.'),
    ).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('Try a warm bath before bed.');

    await user.click(screen.getByRole('button', { name: 'Helpful' }));
    expect(await screen.findByText('Feedback Sent')).toBeInTheDocument();
    expect(http.calls('POST /api/chat/feedback')[0].body).toEqual({
      messageId: answer.id,
      feedback: 'positive',
    });

    await user.click(screen.getByRole('button', { name: 'Not helpful' }));
    const dialog = await screen.findByRole('dialog', { name: 'What was wrong with this answer?' });
    await user.click(within(dialog).getByRole('radio', { name: 'It could be unsafe' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(http.calls('POST /api/chat/feedback')).toHaveLength(2));
    expect(http.calls('POST /api/chat/feedback')[1].body).toEqual({
      messageId: answer.id,
      feedback: 'negative',
      reason: 'unsafe',
    });
  });

  it('reports a failed rating', async () => {
    const user = userEvent.setup();
    renderCoach({
      messages: [aMessage()],
      routes: { 'POST /api/chat/feedback': { status: 500, text: 'no' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Helpful' }));
    expect(
      await screen.findByText('Failed to send feedback. Please try again.'),
    ).toBeInTheDocument();
  });

  it('renames with Enter, cancels with Escape, and needs a title', async () => {
    const user = userEvent.setup();
    const { http } = renderCoach({
      routes: { [`PUT /api/chat/conversations/${C1}`]: { json: aConversation({ title: 'Dad' }) } },
    });
    await user.click(await screen.findByRole('button', { name: 'Rename Welcome Dana' }));
    const input = screen.getByRole('textbox', { name: 'Conversation title' });
    await user.clear(input);
    await user.type(input, 'Nights{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Conversation title' })).not.toBeInTheDocument();
    expect(http.calls(`PUT /api/chat/conversations/${C1}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Rename Welcome Dana' }));
    await user.clear(screen.getByRole('textbox', { name: 'Conversation title' }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    const titleBox = screen.getByRole('textbox', { name: 'Conversation title' });
    expect(titleBox).toHaveAttribute('maxLength', '100');
    await user.click(titleBox);
    await user.paste('x'.repeat(120));
    expect(titleBox).toHaveValue('x'.repeat(100));
    expect(screen.getByText('Titles can be at most 100 characters')).toBeInTheDocument();
    await user.clear(titleBox);
    await user.type(titleBox, 'Dad{Enter}');
    await waitFor(() => expect(http.calls(`PUT /api/chat/conversations/${C1}`)).toHaveLength(1));
    expect(http.calls(`PUT /api/chat/conversations/${C1}`)[0].body).toEqual({ title: 'Dad' });
  });

  it('deletes the active conversation and switches to another one', async () => {
    const user = userEvent.setup();
    const other = aConversation({
      id: C2,
      title: 'Bathing',
      createdAt: '2025-09-01T10:00:00.000Z',
    });
    const { http } = renderCoach({
      conversations: [aConversation(), other],
      routes: { [`DELETE /api/chat/conversations/${C1}`]: { json: { ok: true } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Welcome Dana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    http.on('GET /api/chat/conversations', { json: [other] });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bathing' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    expect(http.calls(`DELETE /api/chat/conversations/${C1}`)).toHaveLength(1);
  });

  it("sends '📎 File attached' with an uploaded file, after refusing one over 10 MB", async () => {
    const user = userEvent.setup();
    const { http } = renderCoach({
      routes: {
        'POST /api/chat/upload': {
          json: { uploadURL: '/api/chat/files/abc?user=u&expires=1&signature=s', expiresAt: 'x' },
        },
      },
    });
    const puts: string[] = [];
    class FakeXhr {
      upload: {
        onprogress:
          ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
      } = { onprogress: null };
      status = 200;
      responseText = '{}';
      statusText = 'OK';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      send() {
        puts.push(this.url);
        setTimeout(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
          this.onload?.();
        }, 0);
      }
    }
    const realXhr = window.XMLHttpRequest;
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    try {
      await messageBox();
      const picker = screen.getByTestId('chat-file-input');
      const huge = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
      Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
      await user.upload(picker, huge);
      expect(await screen.findByText('File Too Large')).toBeInTheDocument();
      expect(screen.getByText('Please select a file smaller than 10 MB.')).toBeInTheDocument();
      expect(http.calls('POST /api/chat/upload')).toHaveLength(0);

      await user.upload(picker, new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
      expect(await screen.findByText('Upload Successful')).toBeInTheDocument();
      expect(puts).toEqual(['/api/chat/files/abc?user=u&expires=1&signature=s']);
      expect(
        within(screen.getByRole('list', { name: 'Attached files' })).getByText('scan.pdf'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      await waitFor(() =>
        expect(http.calls(`POST /api/chat/conversations/${C1}/messages/stream`)).toHaveLength(1),
      );
      expect(http.calls(`POST /api/chat/conversations/${C1}/messages/stream`)[0].body).toEqual({
        content: '📎 File attached',
        attachments: ['/api/chat/files/abc|scan.pdf'],
        clientMessageId: expect.stringMatching(UUID),
      });
    } finally {
      window.XMLHttpRequest = realXhr;
    }
  });

  it("says 'File Too Large' in the spec's words when the server refuses an upload as too large", async () => {
    const user = userEvent.setup();
    renderCoach({
      routes: {
        'POST /api/chat/upload': {
          json: { uploadURL: '/api/chat/files/abc?user=u&expires=1&signature=s', expiresAt: 'x' },
        },
      },
    });
    class RefusingXhr {
      upload = { onprogress: null };
      status = 413;
      responseText = JSON.stringify({ statusCode: 413, message: 'The request is too large.' });
      statusText = 'Payload Too Large';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        setTimeout(() => this.onload?.(), 0);
      }
    }
    const realXhr = window.XMLHttpRequest;
    window.XMLHttpRequest = RefusingXhr as unknown as typeof XMLHttpRequest;
    try {
      await messageBox();
      await user.upload(
        screen.getByTestId('chat-file-input'),
        new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }),
      );
      expect(await screen.findByText('File Too Large')).toBeInTheDocument();
      expect(screen.getByText('Please select a file smaller than 10 MB.')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
    } finally {
      window.XMLHttpRequest = realXhr;
    }
  });

  it('says when voice input is unavailable, and appends one en-US utterance', async () => {
    const user = userEvent.setup();
    renderCoach();
    const box = await messageBox();
    await user.click(screen.getByRole('button', { name: 'Voice input' }));
    expect(
      await screen.findByText('Voice input is not supported in your browser.'),
    ).toBeInTheDocument();

    const made: Array<Record<string, unknown>> = [];
    class FakeRecognition {
      lang = '';
      continuous = true;
      interimResults = true;
      maxAlternatives = 5;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      constructor() {
        made.push(this as unknown as Record<string, unknown>);
      }
      start() {
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: 'how do I lift her safely' }]] });
          this.onend?.();
        }, 0);
      }
      stop() {}
      abort() {}
    }
    Object.assign(window, { webkitSpeechRecognition: FakeRecognition });
    try {
      await user.type(box, 'Question:');
      await user.click(screen.getByRole('button', { name: 'Voice input' }));
      await waitFor(() => expect(box).toHaveValue('Question: how do I lift her safely'));
      expect(made[0]).toMatchObject({ lang: 'en-US', continuous: false, interimResults: false });
    } finally {
      delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
    }
  });
});
