import { screen } from '@testing-library/react';
import type { CircleRole } from '@tend/contracts';
import { renderWithProviders } from '../../test/render';
import { aCircle, aTask, recipientId, you } from '../../../test/fixtures/circle-fixtures';
import RecipientPage from '../circle/RecipientPage';

const base = `/api/recipients/${recipientId}`;
const renderAs = (role: CircleRole) =>
  renderWithProviders(<RecipientPage />, {
    route: `/recipients/${recipientId}/tasks`,
    path: '/recipients/:id/*',
    user: you,
    routes: {
      [`GET ${base}/circle`]: { json: aCircle(role) },
      [`GET ${base}/tasks`]: { json: [aTask()] },
    },
  });

describe("the recipient's page's health links", () => {
  it.each(['owner', 'organizer', 'family'] as const)(
    'leads %s to the care log and the doctor’s page',
    async (role) => {
      renderAs(role);
      expect(await screen.findByRole('link', { name: 'Care log' })).toHaveAttribute(
        'href',
        `/recipients/${recipientId}/care-log`,
      );
      expect(screen.getByRole('link', { name: "Doctor's page" })).toHaveAttribute(
        'href',
        `/recipients/${recipientId}/visit-summary`,
      );
    },
  );

  it('offers a helper neither', async () => {
    renderAs('helper');
    expect(await screen.findByText("You are a helper in Dad's care circle.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Care log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Doctor's page" })).not.toBeInTheDocument();
  });
});
