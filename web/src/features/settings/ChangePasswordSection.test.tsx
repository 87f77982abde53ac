import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { aUser } from '../../test/factories';
import { ChangePasswordSection } from './ChangePasswordSection';

describe('change password in Settings', () => {
  it('asks for the current password and a new one that follows the rules', async () => {
    const user = userEvent.setup();
    const { http } = renderWithProviders(<ChangePasswordSection />, { user: aUser() });
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Please enter your current password')).toBeVisible();
    expect(screen.getAllByText('Password must be at least 8 characters').length).toBeGreaterThan(1);
    expect(http.calls('POST /api/auth/change-password')).toHaveLength(0);
    // Typing in a field takes its message away, and leaves the other's.
    await user.type(screen.getByLabelText('Current password'), 'a');
    expect(screen.queryByText('Please enter your current password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a wrong current password in words, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordSection />, {
      user: aUser(),
      routes: {
        'POST /api/auth/change-password': {
          status: 400,
          text: JSON.stringify({
            statusCode: 400,
            message: 'Your current password is not right. Please check it and try again.',
            error: 'Bad Request',
          }),
        },
      },
    });
    await user.type(screen.getByLabelText('Current password'), 'Wrong-one1');
    await user.type(screen.getByLabelText('New password'), 'Fresh-start9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('current password is not right');
    expect(screen.getByLabelText('New password')).toHaveValue('Fresh-start9');
  });

  it('says other devices were signed out once it is changed', async () => {
    const user = userEvent.setup();
    const { http } = renderWithProviders(<ChangePasswordSection />, {
      user: aUser(),
      routes: {
        'POST /api/auth/change-password': { json: { ok: true, signedOutSessions: 1 } },
      },
    });
    await user.type(screen.getByLabelText('Current password'), 'Caring4Mom!');
    await user.type(screen.getByLabelText('New password'), 'Fresh-start9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Any other devices have been signed out',
    );
    expect(http.calls('POST /api/auth/change-password')[0]?.body).toEqual({
      currentPassword: 'Caring4Mom!',
      newPassword: 'Fresh-start9',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
