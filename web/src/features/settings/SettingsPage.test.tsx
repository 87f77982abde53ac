import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '../../lib/navigation';
import { aProfile, aUser } from '../../test/factories';
import { renderApp } from '../../test/render';

function renderSettings(routes = {}) {
  return renderApp({
    route: '/settings',
    user: aUser(),
    routes: {
      'GET /api/profile': { json: aProfile({ careCoachAvatar: 'latino_female' }) },
      'GET /api/communication-settings': { json: {} },
      ...routes,
    },
  });
}

/** A preference switch once the saved values are in (while loading a skeleton stands in its place). */
async function loaded(name: string) {
  const toggle = await screen.findByRole('switch', { name });
  await waitFor(() => expect(toggle).toBeEnabled());
  return toggle;
}

describe('settings', () => {
  it('offers the eight care coach avatars with the saved one selected, and saves a new choice', async () => {
    const user = userEvent.setup();
    const { http } = renderSettings({ 'PATCH /api/profile': { json: {} } });
    const group = await screen.findByRole('radiogroup', { name: 'Care Coach avatar' });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((c) => c.textContent)).toEqual([
      'Sage',
      'Maya',
      'Mei',
      'Sofia',
      'Kenji',
      'Aiyana',
      'Priya',
      'Arjun',
    ]);
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: 'Sofia' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    await user.click(within(group).getByRole('radio', { name: 'Kenji' }));
    expect(await screen.findByText('Your Care Coach avatar has been updated!')).toBeInTheDocument();
    expect(http.calls('PATCH /api/profile')[0].body).toEqual({ careCoachAvatar: 'asian_male' });
  });

  it('resets the pending avatar when saving fails', async () => {
    const user = userEvent.setup();
    renderSettings({ 'PATCH /api/profile': { status: 500, text: 'no' } });
    const group = await screen.findByRole('radiogroup', { name: 'Care Coach avatar' });
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: 'Sofia' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    await user.click(within(group).getByRole('radio', { name: 'Arjun' }));
    expect(
      await screen.findByText('Failed to update avatar. Please try again.'),
    ).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Sofia' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('shows the preference rows at once with a skeleton for each switch until the saved values arrive', async () => {
    let answer: () => void = () => undefined;
    renderSettings({
      'GET /api/communication-settings': () =>
        new Promise((resolve) => (answer = () => resolve({ json: { smsNotifications: true } }))),
    });
    const list = (await screen.findByText('SMS Notifications')).closest('ul');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list as HTMLElement).queryAllByRole('switch')).toHaveLength(0);
    expect(list?.querySelectorAll('.ant-skeleton-active')).toHaveLength(4);
    answer();
    expect(await screen.findByRole('switch', { name: 'SMS Notifications' })).toBeChecked();
    expect(list).not.toHaveAttribute('aria-busy');
    expect(list?.querySelectorAll('.ant-skeleton')).toHaveLength(0);
  });

  it('fills missing communication settings with the defaults and sends only the changed field', async () => {
    const user = userEvent.setup();
    const { http } = renderSettings({
      'GET /api/profile': { json: aProfile({ phoneNumber: '555-010-0100' }) },
      'PATCH /api/communication-settings': { json: {} },
    });
    await loaded('Email Notifications');
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS Notifications' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push Notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Care Tips & Guidance' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'SMS Notifications' }));
    await waitFor(() => expect(http.calls('PATCH /api/communication-settings')).toHaveLength(1));
    expect(http.calls('PATCH /api/communication-settings')[0].body).toEqual({
      smsNotifications: true,
    });
  });

  it('asks for a phone number before turning on text messages when none is on file', async () => {
    const user = userEvent.setup();
    const { http } = renderSettings({
      'PATCH /api/profile': { json: aProfile({ phoneNumber: '555-010-0100' }) },
      'PATCH /api/communication-settings': { json: {} },
    });
    await user.click(await loaded('SMS Notifications'));
    const number = await screen.findByLabelText('Mobile phone number');
    expect(number).toHaveFocus();
    expect(screen.getByRole('switch', { name: 'SMS Notifications' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save and turn on' }));
    expect(await screen.findByText('Please enter your mobile phone number')).toBeInTheDocument();
    await user.type(number, 'call me');
    await user.click(screen.getByRole('button', { name: 'Save and turn on' }));
    expect(await screen.findByText(/only digits, spaces/)).toBeInTheDocument();
    expect(http.calls('PATCH /api/profile')).toHaveLength(0);

    await user.clear(number);
    await user.type(number, '555-010-0100');
    await user.click(screen.getByRole('button', { name: 'Save and turn on' }));
    await waitFor(() => expect(http.calls('PATCH /api/communication-settings')).toHaveLength(1));
    expect(http.calls('PATCH /api/profile')[0].body).toEqual({ phoneNumber: '555-010-0100' });
    expect(http.calls('PATCH /api/communication-settings')[0].body).toEqual({
      smsNotifications: true,
    });
    expect(screen.queryByLabelText('Mobile phone number')).not.toBeInTheDocument();
  });

  it('leaves text messages off when she cancels the phone number', async () => {
    const user = userEvent.setup();
    const { http } = renderSettings();
    await user.click(await loaded('SMS Notifications'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Mobile phone number')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'SMS Notifications' })).not.toBeChecked();
    expect(http.calls('PATCH /api/communication-settings')).toHaveLength(0);
  });

  it('starts with notifications, then the coach’s avatar', async () => {
    renderSettings();
    await screen.findByRole('heading', { name: 'Communication Preferences' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.slice(0, 3)).toEqual([
      'Communication Preferences',
      'Care Coach Avatar',
      'Language',
    ]);
  });

  it('shows the load failure inline', async () => {
    renderSettings({ 'GET /api/communication-settings': { status: 500, text: 'down' } });
    expect(await screen.findByText('Failed to load communication settings.')).toBeInTheDocument();
  });

  it('reports a failed preference save', async () => {
    const user = userEvent.setup();
    renderSettings({ 'PATCH /api/communication-settings': { status: 500, text: 'down' } });
    await user.click(await loaded('Push Notifications'));
    expect(
      await screen.findByText('Failed to update settings. Please try again.'),
    ).toBeInTheDocument();
  });

  it('deletes the account after confirmation with the password, clears the session and, after 1 s, says what happened', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    localStorage.setItem('authToken', 'tok');
    const { http } = renderSettings({ 'DELETE /api/auth/account': { json: { ok: true } } });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    expect(within(dialog).getByText('Your AI Coach conversation history')).toBeInTheDocument();
    expect(within(dialog).getByText('Your eligibility applications')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(within(dialog).getByText('Please enter your current password')).toBeInTheDocument();
    expect(http.calls('DELETE /api/auth/account')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'Caring4Mom!');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(
      await screen.findByText('Your account and all data have been permanently deleted.'),
    ).toBeInTheDocument();
    expect(http.calls('DELETE /api/auth/account')).toHaveLength(1);
    expect(http.calls('DELETE /api/auth/account')[0].body).toEqual({
      currentPassword: 'Caring4Mom!',
    });
    expect(localStorage.getItem('authToken')).toBeNull();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/account-deleted'), {
      timeout: 2000,
    });
    assign.mockRestore();
  });

  it('says in the dialog that the password is wrong, and keeps the account', async () => {
    const user = userEvent.setup();
    const wrong =
      'Your password is not right, so nothing was deleted. Please check it and try again.';
    renderSettings({
      'DELETE /api/auth/account': {
        status: 400,
        text: JSON.stringify({ statusCode: 400, code: 'BAD_REQUEST', message: wrong }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    await user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await within(dialog).findByText(wrong)).toBeInTheDocument();
    expect(screen.queryByText('Deletion Failed')).not.toBeInTheDocument();
  });

  it('reports a failed deletion', async () => {
    const user = userEvent.setup();
    renderSettings({ 'DELETE /api/auth/account': { status: 500, text: 'down' } });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    await user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'pw');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(
      await screen.findByText('Failed to delete account. Please try again or contact support.'),
    ).toBeInTheDocument();
  });
});
