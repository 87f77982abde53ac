import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationItem } from '@tend/contracts';
import { aNotification, aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import NotificationsPage from './NotificationsPage';

function renderInbox(items: NotificationItem[]) {
  let current = items;
  const page = () => ({
    json: { items: current, unreadCount: current.filter((n) => !n.read).length, nextCursor: null },
  });
  return renderWithProviders(<NotificationsPage />, {
    route: '/notifications',
    user: aUser(),
    routes: {
      'GET /api/notifications': page,
      'POST /api/notifications/n-open/read': { json: { ok: true, unreadCount: 0 } },
      'POST /api/notifications/read-all': () => {
        current = current.map((n) => ({ ...n, read: true }));
        return { status: 204, text: '' };
      },
    },
  });
}

describe('notifications', () => {
  it("offers 'Mark all read' only while something is unread", async () => {
    const user = userEvent.setup();
    const { http } = renderInbox([
      aNotification({ title: 'Weekly check-in' }),
      aNotification({ title: 'Welcome', read: true }),
    ]);
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    expect(http.calls('POST /api/notifications/read-all')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it("does not show 'Mark all read' when everything is already read", async () => {
    renderInbox([aNotification({ title: 'Welcome', read: true })]);
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(screen.getByText('No unread notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it("does not show 'Mark all read' with no notifications at all", async () => {
    renderInbox([]);
    expect(await screen.findByRole('heading', { name: 'No notifications' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument(),
    );
  });

  it('opens what a notification is about, and marks it read', async () => {
    const user = userEvent.setup();
    const { http } = renderInbox([
      aNotification({ id: 'n-open', title: 'Time for your monthly check-in', link: '/assessment' }),
    ]);
    await user.click(await screen.findByRole('button', { name: /Time for your monthly check-in/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/assessment$/);
    expect(http.calls('POST /api/notifications/n-open/read')).toHaveLength(1);
  });

  it("says when the notifications could not be loaded, and 'Try again' loads them", async () => {
    const user = userEvent.setup();
    let failing = true;
    renderWithProviders(<NotificationsPage />, {
      route: '/notifications',
      user: aUser(),
      routes: {
        'GET /api/notifications': () =>
          failing
            ? { status: 500, json: { message: 'down' } }
            : {
                json: {
                  items: [aNotification({ title: 'Welcome' })],
                  unreadCount: 1,
                  nextCursor: null,
                },
              },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your notifications.",
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
