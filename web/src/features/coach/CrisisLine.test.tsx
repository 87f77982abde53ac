import { render, screen, within } from '@testing-library/react';
import { aProfile, aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import CoachPage from './CoachPage';
import { CrisisLine } from './CrisisLine';

const C1 = '11111111-1111-4111-8111-111111111111';

/** Any pictograph (an emoji): a browser without an emoji font shows a box instead. */
const emoji = /\p{Extended_Pictographic}/u;

describe('the crisis line of the coach screen', () => {
  it('says 911 and 988, each one tap: a call to 911, a call or a text to 988', () => {
    const { container } = render(<CrisisLine />);
    const line = container.firstElementChild as HTMLElement;
    expect(line).toHaveTextContent('Emergency: 911 Crisis line: Call 988 Text 988');
    expect(screen.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('shows an icon and no emoji', () => {
    const { container } = render(<CrisisLine />);
    expect(container.querySelector('[data-icon="PhoneFilled"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(container.textContent).not.toMatch(emoji);
  });

  it('stands outside the scrolling conversation, between it and the message box', async () => {
    const { container } = renderWithProviders(<CoachPage />, {
      route: '/ai-coach',
      user: aUser(),
      routes: {
        'GET /api/profile': { json: aProfile() },
        'GET /api/chat/conversations': {
          json: [
            {
              id: C1,
              title: 'Welcome',
              createdAt: '2026-01-05T09:00:00.000Z',
              lastMessageAt: null,
            },
          ],
        },
        [`GET /api/chat/conversations/${C1}/messages`]: { json: [] },
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const call911 = screen.getByRole('link', { name: 'Call 911' });
    const line = call911.closest('.coach-crisis-line');
    const chat = container.querySelector('.coach__chat');
    // A child of the chat column, like the message box: never inside what scrolls.
    expect(line?.parentElement).toBe(chat);
    expect(container.querySelector('.coach__messages')?.contains(line)).toBe(false);
    const children = Array.from(chat?.children ?? []);
    const messages = children.findIndex((el) => el.classList.contains('coach__messages'));
    const input = children.findIndex((el) => el.contains(box));
    expect(children.indexOf(line as Element)).toBe(messages + 1);
    expect(input).toBe(messages + 2);
    expect(within(line as HTMLElement).getByRole('link', { name: 'Text 988' })).toBeVisible();
  });
});
