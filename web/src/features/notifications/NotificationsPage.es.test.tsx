import { screen } from '@testing-library/react';
import { aNotification, aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import NotificationsPage from './NotificationsPage';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('notifications in Spanish', () => {
  it('counts, labels and dates them in Spanish', async () => {
    renderWithProviders(<NotificationsPage />, {
      route: '/notifications',
      user: aUser(),
      language: 'es-US',
      routes: {
        'GET /api/notifications': {
          json: {
            items: [
              aNotification({ timestamp: new Date(Date.now() - 2 * 86_400_000).toISOString() }),
            ],
            unreadCount: 1,
            nextCursor: null,
          },
        },
      },
    });
    expect(await screen.findByText('1 sin leer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Avisos', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todo como leído' })).toBeInTheDocument();
    expect(screen.getByText('anteayer')).toBeInTheDocument();
  });

  it('says the inbox is empty in Spanish', async () => {
    renderWithProviders(<NotificationsPage />, {
      route: '/notifications',
      user: aUser(),
      language: 'es-US',
      routes: {
        'GET /api/notifications': { json: { items: [], unreadCount: 0, nextCursor: null } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'No hay avisos' })).toBeInTheDocument();
    expect(screen.getByText('No tiene avisos sin leer')).toBeInTheDocument();
  });
});
