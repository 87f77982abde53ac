import { screen } from '@testing-library/react';
import { aProfile, aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import ProfilePage from './ProfilePage';

function renderProfile(name: string) {
  return renderWithProviders(<ProfilePage />, {
    route: '/profile',
    user: aUser(),
    routes: {
      'GET /api/profile': { json: aProfile({ name }) },
      'GET /api/recipients': { json: [] },
      'GET /api/assessments': { json: [] },
    },
  });
}

describe('profile avatar', () => {
  it.each([
    ['🌹Rosa Diaz', '🌹D'],
    ['Émile Zola', 'ÉZ'],
    ['rosa', 'R'],
  ])('shows whole characters as the initials of %j', async (name, shown) => {
    renderProfile(name);
    expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    expect(document.querySelector('.profile-card__avatar')?.textContent).toBe(shown);
  });
});
