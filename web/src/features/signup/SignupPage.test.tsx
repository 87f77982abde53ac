import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import SignupPage from './SignupPage';
import { SIGNUP_DRAFT_KEY } from './signup-draft';

const renderSignup = (route: string, routes = {}) =>
  renderWithProviders(<SignupPage />, { route, routes });
const location = () => screen.getByTestId('location').textContent;

describe('sign-up steps and the token', () => {
  it('starts at step 1 of 5 with a home button and a link to login', async () => {
    renderSignup('/signup');
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('keeps the current step in the step query parameter', async () => {
    const user = userEvent.setup();
    renderSignup('/signup');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Dana');
    await user.type(screen.getByLabelText('Last name'), 'Rivera');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 2 of 5')).toBeInTheDocument();
    expect(location()).toBe('/signup?step=2');
  });

  it('sends the verification e-mail and waits at step 3', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(
      SIGNUP_DRAFT_KEY,
      JSON.stringify({ firstName: 'Dana', lastName: 'Rivera', email: '' }),
    );
    const { http } = renderSignup('/signup?step=2', {
      'POST /api/auth/send-verification': { status: 204 },
    });
    await user.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'Dana@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText('Step 3 of 5')).toBeInTheDocument();
    expect(http.calls('POST /api/auth/send-verification')[0].body).toEqual({
      email: 'dana@example.com',
      firstName: 'Dana',
      lastName: 'Rivera',
    });
    expect(screen.getByText(/The link expires in 24 hours/)).toBeInTheDocument();
  });

  it("shows the server's message, or the default, when the e-mail cannot be sent", async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(
      SIGNUP_DRAFT_KEY,
      JSON.stringify({ firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com' }),
    );
    renderSignup('/signup?step=2', {
      'POST /api/auth/send-verification': { status: 500, text: '' },
    });
    await user.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(
      await screen.findAllByText('Failed to send verification email. Please try again.'),
    ).not.toHaveLength(0);
  });

  it('jumps to the password step (4 of 5) when the link carries a token, with no home button', async () => {
    renderSignup('/signup?token=abc123');
    expect(await screen.findByText('Step 4 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('keeps a later step named alongside the token', async () => {
    renderSignup('/signup?step=5&token=abc123');
    expect(await screen.findByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('ignores a step that does not exist', async () => {
    renderSignup('/signup?step=9');
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument();
  });
});

describe('password rules and the strength meter', () => {
  it.each([
    ['', 'Weak', 0],
    ['abcdefgh', 'Weak', 40],
    ['Abcdefgh', 'Good', 60],
    ['Abcdefg1', 'Good', 80],
    ['Abcdef1!', 'Strong', 100],
  ])('"%s" is %s (%i points)', async (password, label, score) => {
    const user = userEvent.setup();
    renderSignup('/signup?token=t');
    const field = await screen.findByLabelText('Password');
    if (password) await user.type(field, password);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', String(score));
    expect(screen.getByText(label, { selector: 'strong' })).toBeInTheDocument();
  });

  it('refuses a password that breaks a rule, with the rule message, and shows/hides the text', async () => {
    const user = userEvent.setup();
    renderSignup('/signup?token=t');
    const field = await screen.findByLabelText('Password');
    await user.type(field, 'abcdefg1!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByText('Must contain uppercase letter', { selector: '.field__error' }),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.clear(field);
    await user.type(field, 'Abcdefg1!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 5 of 5')).toBeInTheDocument();
    expect(location()).toBe('/signup?step=5&token=t');
  });
});

/** Makes the legal dialog's text box scrollable, then scrolls it to `top`. */
function scrollDialogTo(top: number) {
  const box = screen.getByTestId('legal-scroll');
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 500 });
  Object.defineProperty(box, 'scrollTop', { configurable: true, writable: true, value: top });
  fireEvent.scroll(box);
}

async function goToAgreements(routes = {}) {
  const user = userEvent.setup();
  const utils = renderSignup('/signup?token=tok-1', routes);
  await user.type(await screen.findByLabelText('Password'), 'Abcdef1!');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByText('Step 5 of 5');
  return { user, ...utils };
}

describe('the agreements gating', () => {
  it('keeps the Terms box disabled until the dialog is scrolled to within 10 px of the bottom', async () => {
    const { user } = await goToAgreements();
    const terms = screen.getByRole('checkbox', { name: 'I agree to the Terms of Service' });
    expect(terms).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /I consent to Tend/ })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Read Terms of Service' }));
    expect(await screen.findByRole('dialog', { name: 'Terms of Service' })).toBeInTheDocument();
    scrollDialogTo(1489); // 11 px from the bottom: not yet
    expect(terms).toBeDisabled();
    scrollDialogTo(1490); // 10 px from the bottom
    await waitFor(() => expect(terms).toBeEnabled());
    expect(terms).not.toBeChecked();
  });

  it('ticks the box and closes the dialog when the reader accepts inside it', async () => {
    const { user } = await goToAgreements();
    await user.click(screen.getByRole('button', { name: 'Read Privacy Policy' }));
    await user.click(
      await screen.findByRole('checkbox', { name: 'I have read and agree to the Privacy Policy' }),
    );
    const privacy = screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy' });
    await waitFor(() => expect(privacy).toBeChecked());
    expect(privacy).toBeEnabled();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Privacy Policy' })).not.toBeInTheDocument(),
    );
  });

  it("refuses to create the account before everything is accepted ('Agreements Required')", async () => {
    const { user, http } = await goToAgreements();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Agreements Required')).toBeInTheDocument();
    expect(http.calls('POST /api/auth/complete-signup')).toHaveLength(0);
  });

  async function acceptAll(user: ReturnType<typeof userEvent.setup>) {
    for (const doc of ['Terms of Service', 'Privacy Policy']) {
      await user.click(screen.getByRole('button', { name: `Read ${doc}` }));
      await user.click(
        await screen.findByRole('checkbox', { name: `I have read and agree to the ${doc}` }),
      );
      await waitFor(() =>
        expect(screen.getByRole('checkbox', { name: `I agree to the ${doc}` })).toBeChecked(),
      );
    }
    await user.click(screen.getByRole('checkbox', { name: /I consent to Tend/ }));
  }

  it('creates the account with the token, password and agreements, then shows the completion step', async () => {
    const { user, http } = await goToAgreements({
      'POST /api/auth/complete-signup': { json: { token: 'session-1' } },
    });
    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('link', { name: 'Sign In Now' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(http.calls('POST /api/auth/complete-signup')[0].body).toEqual({
      token: 'tok-1',
      password: 'Abcdef1!',
      agreedToTerms: true,
      agreedToPrivacy: true,
      consentedToDataUsage: true,
    });
    expect(localStorage.getItem('authToken')).toBe('session-1');
  });

  const tokenRequired =
    'Email verification required. Please check your email and click the verification link.';
  const passwordRules =
    'Password must be at least 8 characters with uppercase, lowercase, number, and special character.';
  it.each([
    ['SIGNUP_TOKEN_INVALID', 'Link used already', undefined, tokenRequired],
    ['VALIDATION_FAILED', 'No link was opened', 'token', tokenRequired],
    ['VALIDATION_FAILED', 'Too weak', 'password', passwordRules],
    // The words decide nothing: a Token or Password in them is shown as it is.
    [
      'VALIDATION_FAILED',
      'Token and Password both odd',
      'agreedToTerms',
      'Token and Password both odd',
    ],
    ['CONFLICT', 'Something odd happened', undefined, 'Something odd happened'],
    ['VALIDATION_FAILED', '', undefined, 'Failed to create account. Please try again.'],
  ])('maps the code %s ("%s", field %s) to "%s"', async (code, serverText, field, shown) => {
    const { user } = await goToAgreements({
      'POST /api/auth/complete-signup': {
        status: 400,
        text: serverText
          ? JSON.stringify({
              statusCode: 400,
              code,
              message: serverText,
              error: 'Bad Request',
              field,
            })
          : '',
      },
    });
    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(shown, { selector: '.form-alert' })).toBeInTheDocument();
  });
});
