import type { ChatMessage } from '@tend/contracts';
import { act, screen } from '@testing-library/react';
import { aProfile, aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { AnswerMarkdown } from './AnswerMarkdown';
import CoachPage from './CoachPage';
import { LazyFeedbackReasonDialog } from './coach-parts';
import { MessageList } from './MessageList';

const C1 = '11111111-1111-4111-8111-111111111111';
const T0 = Date.parse('2026-01-05T09:00:00.000Z');
const HOUR = 60 * 60 * 1000;

let seq = 0;
function aMessage(sentAt: number, content: string): ChatMessage {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    conversationId: C1,
    role: seq % 2 ? 'user' : 'assistant',
    content,
    attachments: [],
    createdAt: new Date(sentAt).toISOString(),
    userFeedback: null,
    feedback: null,
    feedbackReason: null,
    sources: [],
    offline: false,
    emergency: false,
  };
}

function renderList(messages: ChatMessage[]) {
  return renderWithProviders(
    <MessageList
      messages={messages}
      conversationId={C1}
      avatarId="default"
      coachName="Sage"
      sending={false}
      streamed={null}
      status=""
      readFrom={null}
    />,
    { user: aUser() },
  );
}

/** What the conversation shows, top to bottom: each notice, and each message by its words. */
function shownInOrder(container: HTMLElement): string[] {
  return Array.from(
    container.querySelectorAll('.coach-ai-notice, .message-list > li.message .message__bubble'),
  ).map((el) => {
    if (!el.classList.contains('coach-ai-notice')) return el.textContent ?? '';
    return el.textContent?.startsWith('A reminder') ? 'REMINDER' : 'NOTICE';
  });
}

const opening = "You're chatting with Sage, Tend's AI coach, not a person.";

describe('the AI notice: at the start of each conversation, and again after 3 hours', () => {
  // The answers' renderer and dialog, here before the lists are drawn (as they are in the browser
  // once the coach screen has painted), so nothing in a list changes after a test has read it.
  beforeAll(() => Promise.all([AnswerMarkdown.preload(), LazyFeedbackReasonDialog.preload()]));
  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('opens an empty conversation, short and kind, with the way to the crisis protocol', () => {
    const { container } = renderList([]);
    const notice = screen.getByRole('note', { name: 'AI notice' });
    expect(notice).toHaveTextContent(
      `${opening} It can make mistakes; for medical decisions, talk to a clinician. How the coach handles a crisis`,
    );
    expect(screen.getByRole('link', { name: 'How the coach handles a crisis' })).toHaveAttribute(
      'href',
      '/coach-safety?returnTo=/ai-coach',
    );
    expect(shownInOrder(container)).toEqual(['NOTICE']);
    expect(notice.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('stands once above a conversation of less than 3 hours', () => {
    const { container } = renderList([
      aMessage(T0, 'first'),
      aMessage(T0 + 60_000, 'answer'),
      aMessage(T0 + 2.5 * HOUR, 'later'),
    ]);
    expect(shownInOrder(container)).toEqual(['NOTICE', 'first', 'answer', 'later']);
  });

  it('is said again before the first message sent 3 hours or more after it was last shown', () => {
    jest.setSystemTime(T0 + 7 * HOUR);
    const { container } = renderList([
      aMessage(T0, 'morning'),
      aMessage(T0 + 60_000, 'answer'),
      aMessage(T0 + 3 * HOUR, 'three hours on'),
      aMessage(T0 + 3 * HOUR + 60_000, 'answer 2'),
      aMessage(T0 + 5 * HOUR, 'five hours on'),
      aMessage(T0 + 6.5 * HOUR, 'six and a half'),
    ]);
    expect(shownInOrder(container)).toEqual([
      'NOTICE',
      'morning',
      'answer',
      'REMINDER',
      'three hours on',
      'answer 2',
      'five hours on',
      'REMINDER',
      'six and a half',
    ]);
    expect(screen.getAllByRole('note', { name: 'AI notice' })[1]).toHaveTextContent(
      "A reminder: Sage is Tend's AI coach, not a person. It can make mistakes; for medical decisions, talk to a clinician. Take a break whenever you need one.",
    );
  });

  it('comes back after the last message in a tab left open for 3 hours', () => {
    const { container } = renderList([aMessage(T0, 'hello'), aMessage(T0 + 1000, 'hi')]);
    expect(shownInOrder(container)).toEqual(['NOTICE', 'hello', 'hi']);
    act(() => jest.advanceTimersByTime(3 * HOUR - 60_000));
    expect(shownInOrder(container)).toEqual(['NOTICE', 'hello', 'hi']);
    act(() => jest.advanceTimersByTime(60_000));
    expect(shownInOrder(container)).toEqual(['NOTICE', 'hello', 'hi', 'REMINDER']);
  });
});

describe('the AI notice on the coach screen', () => {
  it('opens a new conversation, above the welcome', async () => {
    const { container } = renderWithProviders(<CoachPage />, {
      route: '/ai-coach',
      user: aUser({ firstName: 'Dana' }),
      routes: {
        'GET /api/profile': { json: aProfile({ careCoachAvatar: 'asian_male' }) },
        'GET /api/chat/conversations': {
          json: [
            {
              id: C1,
              title: 'New Chat',
              createdAt: '2026-01-05T09:00:00.000Z',
              lastMessageAt: null,
            },
          ],
        },
        [`GET /api/chat/conversations/${C1}/messages`]: { json: [] },
      },
    });
    expect(await screen.findByText("Hi Dana, I'm Kenji.")).toBeInTheDocument();
    const notices = screen.getAllByRole('note', { name: 'AI notice' });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent(
      "You're chatting with Kenji, Tend's AI coach, not a person.",
    );
    const scroller = container.querySelector('.coach__messages');
    expect(scroller?.firstElementChild).toBe(notices[0]);
  });
});
