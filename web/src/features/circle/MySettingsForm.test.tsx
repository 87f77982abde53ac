import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CircleRole } from '@tend/contracts';
import { renderWithProviders } from '../../test/render';
import { aCircle, recipientId, you } from '../../../test/fixtures/circle-fixtures';
import type { Responder } from '../../test/fetch-mock';
import RecipientPage from './RecipientPage';

const base = `/api/recipients/${recipientId}`;

function renderCircleSection(role: CircleRole, more: Record<string, Responder> = {}) {
  return renderWithProviders(<RecipientPage />, {
    route: `/recipients/${recipientId}/circle`,
    path: '/recipients/:id/*',
    user: you,
    routes: {
      [`GET ${base}/circle`]: { json: aCircle(role) },
      [`GET ${base}/invitations`]: { json: [] },
      ...more,
    },
  });
}

const settingsOf = (role: CircleRole) => aCircle(role).yourSettings;

describe('your settings in the circle', () => {
  it('saves the circle’s time zone, a daily summary and no dose reminders, and says so', async () => {
    const { http } = renderCircleSection('family', {
      [`PATCH ${base}/circle/me`]: {
        json: {
          timeZone: null,
          quietHours: { from: 21, until: 8 },
          updateNotices: 'daily',
          doseReminders: false,
        },
      },
    });
    await screen.findByRole('heading', { name: 'Your settings in this circle' });
    expect(
      screen.getByText(
        'Reminders wait until your quiet hours end, except for medicines the owner marks as critical.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(
      screen.getByRole('radio', { name: "The circle's time zone (America/Chicago)" }),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'One summary a day' }));
    const reminders = screen.getByRole('switch', { name: "Remind me of Dad's doses and refills" });
    expect(reminders).toBeChecked();
    fireEvent.click(reminders);
    fireEvent.click(screen.getByRole('button', { name: 'Save my settings' }));
    expect(await screen.findByText('Your settings are saved.')).toBeInTheDocument();
    expect(http.calls(`PATCH ${base}/circle/me`)[0].body).toEqual({
      timeZone: null,
      quietHours: { from: 21, until: 8 },
      updateNotices: 'daily',
      doseReminders: false,
    });
  });

  it('offers a helper no dose reminders and never sends them', async () => {
    const { http } = renderCircleSection('helper', {
      [`PATCH ${base}/circle/me`]: { json: settingsOf('helper') },
    });
    await screen.findByRole('heading', { name: 'Your settings in this circle' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText(/doses|medicines/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save my settings' }));
    await screen.findByText('Your settings are saved.');
    expect(http.calls(`PATCH ${base}/circle/me`)[0].body).toEqual({
      timeZone: 'America/New_York',
      quietHours: { from: 21, until: 8 },
      updateNotices: 'each',
    });
  });

  it('keeps the choice when saving fails and says why', async () => {
    renderCircleSection('owner', {
      [`PATCH ${base}/circle/me`]: {
        status: 400,
        json: { statusCode: 400, message: 'Please choose how to hear of updates: each or daily.' },
      },
    });
    await screen.findByRole('heading', { name: 'Your settings in this circle' });
    fireEvent.click(screen.getByRole('radio', { name: 'One summary a day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my settings' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Please choose how to hear of updates: each or daily.',
      ),
    );
    expect(screen.getByRole('radio', { name: 'One summary a day' })).toBeChecked();
    expect(screen.queryByText('Your settings are saved.')).not.toBeInTheDocument();
  });

  it('saves her own quiet hours, and never the same hour twice', async () => {
    const user = userEvent.setup();
    const { http } = renderCircleSection('family', {
      [`PATCH ${base}/circle/me`]: {
        json: { ...settingsOf('family'), quietHours: { from: 23, until: 6 } },
      },
    });
    await screen.findByRole('heading', { name: 'Your settings in this circle' });
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    await user.click(await screen.findByTitle('11:00 PM'));
    await user.click(screen.getByRole('combobox', { name: 'Until' }));
    await user.click((await screen.findAllByTitle('11:00 PM')).at(-1) as HTMLElement);
    expect(screen.getByText('Choose two different hours.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save my settings' }));
    expect(http.calls(`PATCH ${base}/circle/me`)).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Until' }));
    await user.click((await screen.findAllByTitle('6:00 AM')).at(-1) as HTMLElement);
    expect(screen.queryByText('Choose two different hours.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save my settings' }));
    await screen.findByText('Your settings are saved.');
    expect(http.calls(`PATCH ${base}/circle/me`)[0].body).toMatchObject({
      quietHours: { from: 23, until: 6 },
    });
  });
});
