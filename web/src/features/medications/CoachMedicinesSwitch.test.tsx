import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CircleRole } from '@tend/contracts';
import { renderWithProviders } from '../../test/render';
import { aCircle, you } from '../../../test/fixtures/circle-fixtures';
import { aMedication, recipientId } from '../../../test/fixtures/medication-fixtures';
import type { Responder } from '../../test/fetch-mock';
import MedicationScreens from './MedicineScreensPage';

const base = `/api/recipients/${recipientId}`;
const label = "Let the coach use Dad's medicine list";

function renderList(role: CircleRole, put: Responder = { json: { coachUsesMedicines: true } }) {
  return renderWithProviders(<MedicationScreens />, {
    route: `/recipients/${recipientId}/medications`,
    path: '/recipients/:id/medications/*',
    user: you,
    routes: {
      [`GET ${base}/circle`]: { json: aCircle(role) },
      [`GET ${base}/medications`]: { json: [aMedication()] },
      [`GET ${base}/coach-medicines`]: { json: { coachUsesMedicines: false } },
      [`PUT ${base}/coach-medicines`]: put,
    },
  });
}

describe('the owner’s switch letting the coach use the medicine list', () => {
  it('is off until the owner turns it on, and says what it does', async () => {
    const { http } = renderList('owner');
    const toggle = await screen.findByRole('switch', { name: label });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/names Dad's current medicines \(never to helpers\)/)).toBeVisible();
    http.on(`GET ${base}/coach-medicines`, { json: { coachUsesMedicines: true } });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(http.calls(`PUT ${base}/coach-medicines`)[0].body).toEqual({
      coachUsesMedicines: true,
    });
  });

  it('stays as it was and says so when the change fails', async () => {
    renderList('owner', { status: 500, json: { message: 'Internal error' } });
    const toggle = await screen.findByRole('switch', { name: label });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      /could not change this just now/,
    );
    expect(toggle).not.toBeChecked();
  });

  it.each<CircleRole>(['organizer', 'family'])('is not offered to %s', async (role) => {
    const { http } = renderList(role);
    await screen.findByRole('heading', { name: 'Medicine list' });
    expect(screen.queryByRole('switch', { name: label })).not.toBeInTheDocument();
    expect(http.calls(`GET ${base}/coach-medicines`)).toHaveLength(0);
  });
});
