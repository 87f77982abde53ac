import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import ResourcesPage from '../resources/ResourcesPage';

/** A visitor on /resources, as the login page's 'Contact support' link opens it. */
async function openAsVisitor(routes = {}) {
  const user = userEvent.setup();
  const utils = renderWithProviders(<ResourcesPage />, {
    route: '/resources#contact-support',
    config: { supportEmail: 'help@tend.test' },
    routes,
  });
  const form = await screen.findByRole('region', { name: 'Contact support' });
  return { user, form, ...utils };
}

async function fill(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Your name'), ' Ann ');
  await user.type(within(form).getByLabelText('Email'), ' ann@example.com ');
  await user.selectOptions(within(form).getByLabelText('Category'), 'Technical Issue');
  await user.type(within(form).getByLabelText('Message'), ' I cannot sign in. ');
}

describe('the signed-out support form', () => {
  it('sends the trimmed request with an empty hidden field, then says when to expect an answer', async () => {
    const { user, form, http } = await openAsVisitor({
      'POST /api/support/public': { json: { ok: true } },
    });
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    const sent = await within(form).findByRole('status');
    expect(within(sent).getByRole('heading', { name: 'Support Request Sent' })).toBeInTheDocument();
    expect(sent).toHaveTextContent(
      "Thank you! We'll get back to you within 24 hours. We will answer at ann@example.com.",
    );
    expect(http.calls('POST /api/support/public')[0]?.body).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      category: 'technical',
      message: 'I cannot sign in.',
      website: '',
    });
    expect(within(form).getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('hides the honeypot from people, assistive technology and the keyboard', async () => {
    const { form } = await openAsVisitor();
    expect(within(form).queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    const trap = form.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    // Every field a person fills is reachable: name, e-mail, category, message.
    expect(within(form).getAllByRole('textbox')).toHaveLength(3);
    expect(within(form).getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
  });

  it('says which fields are missing and sends nothing', async () => {
    const { user, form, http } = await openAsVisitor();
    await user.type(within(form).getByLabelText('Your name'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Please fill all fields. Name, email, category, and message are required.',
    );
    expect(within(form).getByText('Please tell us your name.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(http.calls('POST /api/support/public')).toHaveLength(0);
  });

  it('catches a mistyped e-mail address before sending', async () => {
    const { user, form, http } = await openAsVisitor();
    await fill(user, form);
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'ann at home');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address, like name@example.com, so we can answer you.',
    );
    expect(http.calls('POST /api/support/public')).toHaveLength(0);
  });

  it("shows the server's words when it refuses (too many requests), and keeps what was written", async () => {
    const words =
      'Several requests have come from this device in the last hour. Please wait an hour before sending another, or email help@tend.test directly.';
    const { user, form } = await openAsVisitor({
      'POST /api/support/public': { status: 429, json: { statusCode: 429, message: words } },
    });
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(words);
    expect(within(form).getByLabelText('Message')).toHaveValue(' I cannot sign in. ');
  });
});
