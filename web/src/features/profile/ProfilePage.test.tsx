import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('adding someone else she cares for', () => {
  const walter = { id: 'r1', name: 'Walter', relationship: 'parent', conditions: [] as string[] };
  const rosa = { id: 'r2', name: 'Rosa', relationship: 'spouse', conditions: ['dementia'] };

  it('asks the onboarding questions, keeps what she typed if the call fails, and lists the new person', async () => {
    const user = userEvent.setup();
    let recipients = [walter];
    let answers: (() => { status: number; json: unknown })[] = [
      () => ({ status: 503, json: { message: 'Service unavailable' } }),
      () => {
        recipients = [walter, rosa];
        return { status: 201, json: rosa };
      },
    ];
    const { http } = renderWithProviders(<ProfilePage />, {
      route: '/profile',
      user: aUser(),
      routes: {
        'GET /api/profile': { json: aProfile() },
        'GET /api/recipients': () => ({ json: recipients }),
        'GET /api/assessments': { json: [] },
        'POST /api/recipients': () => {
          const [answer, ...rest] = answers;
          answers = rest;
          return answer();
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add someone else you care for' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Care recipient name is required')).toBeInTheDocument();
    expect(http.calls('POST /api/recipients')).toHaveLength(0);

    await user.type(screen.getByLabelText('Their name'), 'Rosa');
    await user.selectOptions(screen.getByLabelText('Relationship'), 'spouse');
    await user.click(screen.getByRole('checkbox', { name: "Dementia or Alzheimer's" }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('We could not add them. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Their name')).toHaveValue('Rosa');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Rosa is added, with a care circle of their own.'),
    ).toBeInTheDocument();
    expect(http.calls('POST /api/recipients')[1].body).toEqual({
      name: 'Rosa',
      relationship: 'spouse',
      conditions: ['dementia'],
      insuranceType: null,
    });
    expect(await screen.findByRole('link', { name: 'Rosa' })).toHaveAttribute(
      'href',
      '/recipients/r2',
    );
    expect(screen.queryByLabelText('Their name')).toBeNull();
  });
});
