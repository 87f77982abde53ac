import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, aUser } from '../../test/factories';
import { renderApp } from '../../test/render';

const prompt = () => screen.findByRole('link', { name: /^Complete your profile/ });

describe("Home's 'Complete your profile'", () => {
  it('comes first for a caregiver who has not completed onboarding, one tap from it', async () => {
    const user = userEvent.setup();
    renderApp({
      user: aUser({ firstName: 'Dana' }),
      routes: { 'GET /api/profile': { json: aProfile({ isOnboardingComplete: false }) } },
    });
    const link = await prompt();
    // Its name is all it says, the two minutes included.
    expect(link).toHaveAccessibleName(/About you and the person you care for/);
    // Before the quick actions, the first thing under the greeting.
    const quickActions = screen.getByRole('heading', { name: 'Quick Actions' });
    expect(link.compareDocumentPosition(quickActions)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getAllByRole('link', { name: /^Complete your profile/ })).toHaveLength(1);
    await user.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/onboarding$/));
  });

  it('is gone once onboarding is complete', async () => {
    // Without a first name on the account, the greeting waits for the profile's name.
    renderApp({
      user: aUser({ firstName: '' }),
      routes: { 'GET /api/profile': { json: aProfile({ name: 'Dana Rivera' }) } },
    });
    expect(await screen.findByRole('heading', { name: 'Hi, Dana' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Complete your profile/ })).not.toBeInTheDocument();
  });

  it("is not shown to someone who only joined other caregivers' circles", async () => {
    // A neighbor invited as a helper cares for no one of her own here: onboarding would ask her
    // to add a person she does not look after.
    renderApp({
      user: aUser({ firstName: 'Sam' }),
      routes: {
        'GET /api/profile': { json: aProfile({ name: 'Sam', isOnboardingComplete: false }) },
        'GET /api/recipients': { json: [] },
        'GET /api/circles': {
          json: [{ recipientId: crypto.randomUUID(), recipientName: 'Dad', yourRole: 'helper' }],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Quick Actions' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Care circles')).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /^Complete your profile/ })).not.toBeInTheDocument();
  });

  it('is still shown to a member of another circle who also cares for someone of her own', async () => {
    renderApp({
      user: aUser({ firstName: 'Ana' }),
      routes: {
        'GET /api/profile': { json: aProfile({ isOnboardingComplete: false }) },
        'GET /api/recipients': {
          json: [{ id: crypto.randomUUID(), name: 'Mom', relationship: 'parent' }],
        },
        'GET /api/circles': {
          json: [{ recipientId: crypto.randomUUID(), recipientName: 'Dad', yourRole: 'family' }],
        },
      },
    });
    expect(await prompt()).toHaveAccessibleName(/About you and the person you care for/);
  });
});
