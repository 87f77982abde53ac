import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { ChangeEmailSection } from './ChangeEmailSection';

const errorBody = (statusCode: number, message: string) =>
  JSON.stringify({ statusCode, message, error: 'Error' });

describe('change e-mail in Settings', () => {
  it('shows the current address and checks the form before sending anything', async () => {
    const user = userEvent.setup();
    const { http } = renderWithProviders(<ChangeEmailSection />, {
      user: aUser({ email: 'maria@example.com' }),
    });
    expect(await screen.findByText('maria@example.com')).toBeVisible();
    await user.type(screen.getByLabelText('New email address'), 'maria@');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(screen.getByText('Valid email is required')).toBeVisible();
    expect(screen.getByText('Please enter your current password')).toBeVisible();
    expect(http.calls('POST /api/auth/email-change')).toHaveLength(0);
  });

  it('says where the link went and that the address stays until it is opened', async () => {
    const user = userEvent.setup();
    const { http } = renderWithProviders(<ChangeEmailSection />, {
      user: aUser({ email: 'maria@example.com' }),
      routes: {
        'POST /api/auth/email-change': {
          json: { pendingEmail: 'maria.new@example.net', expiresAt: new Date().toISOString() },
        },
      },
    });
    await user.type(await screen.findByLabelText('New email address'), 'Maria.New@example.net');
    await user.type(screen.getByLabelText('Current password'), 'Caring4Mom!');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check your inbox at maria.new@example.net');
    expect(status).toHaveTextContent('Until then you keep signing in with your current address');
    expect(http.calls('POST /api/auth/email-change')[0]?.body).toEqual({
      email: 'Maria.New@example.net',
      currentPassword: 'Caring4Mom!',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it.each([
    [409, 'That email address is already in use by another account. Please use a different one.'],
    [400, 'Your current password is not right. Please check it and try again.'],
  ])('shows the server’s %s in its own words', async (status, message) => {
    const user = userEvent.setup();
    renderWithProviders(<ChangeEmailSection />, {
      user: aUser(),
      routes: { 'POST /api/auth/email-change': { status, text: errorBody(status, message) } },
    });
    await user.type(await screen.findByLabelText('New email address'), 'taken@example.com');
    await user.type(screen.getByLabelText('Current password'), 'Caring4Mom!');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('New email address')).toHaveValue('taken@example.com');
  });
});
