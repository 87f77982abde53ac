import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCodes } from '@tend/contracts';
import { apiErrorFromResponse, networkError } from '../lib/api-error';
import { renderApp } from '../test/render';
import type { MessageId } from './catalogue';
import { refusalMessageId, refusalText } from './refusals';

/** A failed call as the web app reads the gateway's one error shape. */
function refused(statusCode: number, code: string, message: string, field?: string) {
  return apiErrorFromResponse(statusCode, JSON.stringify({ statusCode, code, message, field }));
}

const wrongPassword = refused(401, ErrorCodes.unauthorized, 'Invalid email or password');
/** A stand-in for the catalogue: says which message it was asked for. */
const t = (id: MessageId) => `<${id}>`;

describe("the catalogue's message for a refused call", () => {
  it.each([
    ['signIn', wrongPassword, 'login.invalid'],
    ['profile', wrongPassword, 'refusal.signInAgain'],
    ['signUp', refused(409, ErrorCodes.conflict, 'Taken'), 'refusal.signup.emailInUse'],
    ['profile', refused(409, ErrorCodes.conflict, 'Taken'), 'refusal.profile.emailInUse'],
    ['circle', refused(409, ErrorCodes.conflict, 'Taken'), 'refusal.circle.conflict'],
    ['medicine', refused(409, ErrorCodes.conflict, 'Given at 8'), 'refusal.medicine.conflict'],
    ['circle', refused(410, ErrorCodes.gone, 'Used'), 'refusal.circle.gone'],
    ['passwordReset', refused(410, ErrorCodes.resetLinkGone, 'Expired'), 'refusal.reset.linkGone'],
    ['signUp', refused(400, ErrorCodes.signupTokenInvalid, 'Bad link'), 'refusal.signup.link'],
    ['profile', refused(400, ErrorCodes.passwordIncorrect, 'Not it'), 'refusal.password.incorrect'],
    ['circle', refused(403, ErrorCodes.circleRoleRequired, 'Helpers'), 'refusal.circle.role'],
    ['checkIn', refused(400, ErrorCodes.validation, 'Answer all'), 'refusal.checkIn.answers'],
    ['medicine', refused(429, ErrorCodes.tooMany, 'Slow down'), 'refusal.tooMany'],
    ['signIn', refused(503, ErrorCodes.unavailable, 'Down'), 'refusal.unavailable'],
    ['circle', networkError('Failed to fetch'), 'refusal.network'],
  ] as const)('on %s: %#', (form, error, id) => {
    expect(refusalMessageId(error, form)).toBe(id);
  });

  it('by the input a failed validation names (its last part), before the code', () => {
    const email = refused(400, ErrorCodes.validation, 'Bad address', 'email');
    expect(refusalMessageId(email, 'signUp')).toBe('refusal.field.email');
    const nested = refused(400, ErrorCodes.validation, 'Too long', 'members.0.name');
    expect(refusalMessageId(nested, 'circle')).toBe('refusal.field.name');
    const other = refused(400, ErrorCodes.validation, 'No', 'colour');
    expect(refusalMessageId(other, 'profile')).toBe('refusal.invalid');
  });

  it('none for a code the web app does not know, or for what is not a failed call', () => {
    expect(refusalMessageId(refused(418, 'TEAPOT', 'Short and stout'), 'signIn')).toBeUndefined();
    expect(refusalMessageId(new Error('boom'), 'signIn')).toBeUndefined();
  });
});

describe('what a reader is told when a call is refused', () => {
  it("in English: the server's own words (the spec's), or nothing", () => {
    expect(refusalText(wrongPassword, 'signIn', 'en', t)).toBe('Invalid email or password');
    expect(refusalText(networkError(''), 'signIn', 'en', t)).toBeUndefined();
  });

  it("in Spanish: the catalogue's message, else the server's words, never a script's", () => {
    expect(refusalText(wrongPassword, 'signIn', 'es-US', t)).toBe('<login.invalid>');
    const unknown = refused(418, 'TEAPOT', 'Short and stout');
    expect(refusalText(unknown, 'signIn', 'es-US', t)).toBe('Short and stout');
    expect(refusalText(new Error('boom'), 'signIn', 'es-US', t)).toBeUndefined();
  });
});

describe('a Spanish reader refused at sign-in', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.lang = 'en';
  });

  it('reads the refusal in Spanish, not the English the server sent', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/login',
      language: 'es-US',
      routes: {
        'POST /api/auth/login': {
          status: 401,
          text: JSON.stringify({
            statusCode: 401,
            code: ErrorCodes.unauthorized,
            message: 'Invalid email or password',
            error: 'Unauthorized',
          }),
        },
      },
    });
    await screen.findByRole('heading', { name: '¡Qué bueno verle de nuevo!' });
    await user.type(screen.getByLabelText('Correo electrónico'), 'rosa@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo iniciar sesión. El correo electrónico o la contraseña no son correctos',
    );
    expect(screen.queryByText(/Invalid email or password/)).not.toBeInTheDocument();
  });
});
