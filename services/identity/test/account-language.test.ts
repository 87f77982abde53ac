import { randomUUID } from 'node:crypto';
import { quiet, randomClientIp, strongPassword, TestStack } from '@tend/test-stack';

/**
 * The account's language, end to end: a sign-up made in Spanish is written to in Spanish from its
 * first e-mail; the language chosen in Settings is the one every later session reads and every
 * later e-mail and notice speaks.
 */
describe('the language of an account', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start(['identity', 'notifications', 'email-worker']);
  });
  afterAll(async () => stack?.stop());

  const mailTo = (email: string, subject: string) =>
    stack.mail.waitFor((m) => m.to.includes(email) && m.subject === subject, 15_000);
  const inboxTitles = async (token: string) =>
    (await stack.call('listNotifications', { token })).items.map((n) => n.title);

  it('follows a caregiver who signed up in Spanish and switches to English in Settings', async () => {
    const email = `rosa.${randomUUID().slice(0, 8)}@example.com`;
    await stack.call('sendVerification', {
      body: { email, firstName: 'Rosa', lastName: 'Díaz', language: 'es-US' },
    });

    // The verification e-mail, sent before the account exists, speaks the sign-up's language.
    const verification = await mailTo(email, 'Confirme su correo para terminar de unirse a Tend');
    expect(verification.text).toContain('Hola, Rosa:');
    expect(verification.text).toContain('Este enlace funciona una sola vez y vence en 24 horas.');
    expect(verification.text).toContain('El equipo de Tend');
    expect(verification.html).toContain('<html lang="es-US">');
    const link = verification.links.find((href) => href.includes('/signup?token='));
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    const signedUp = await stack.call('completeSignup', {
      body: {
        token,
        password: strongPassword,
        agreedToTerms: true,
        agreedToPrivacy: true,
        consentedToDataUsage: true,
      },
    });
    expect(signedUp.user.language).toBe('es-US');
    const welcome = await mailTo(email, 'Le damos la bienvenida a Tend');
    expect(welcome.text).toContain('Le damos la bienvenida a Tend.');
    await quiet(stack);
    expect(await inboxTitles(signedUp.token)).toEqual(['Le damos la bienvenida a Tend, Rosa']);

    // In Settings she chooses English.
    expect(
      await stack.call('setLanguage', { token: signedUp.token, body: { language: 'en' } }),
    ).toEqual({ language: 'en' });

    // Another device, another session: the account's language is English there.
    const elsewhere = await stack.call('login', { body: { email, password: strongPassword } });
    expect(elsewhere.user.language).toBe('en');
    expect(await stack.call('currentUser', { token: elsewhere.token })).toMatchObject({
      language: 'en',
    });

    // The next e-mail is in English, and the notices she already has read in English too.
    await quiet(stack);
    await stack.call('forgotPassword', {
      body: { email },
      headers: { 'x-forwarded-for': randomClientIp() },
    });
    const reset = await mailTo(email, 'Reset your Tend password');
    expect(reset.text).toContain('Hi Rosa,');
    expect(reset.text).toContain('The Tend team');
    expect(reset.html).toContain('<html lang="en">');
    expect(await inboxTitles(elsewhere.token)).toEqual(['Welcome to Tend, Rosa']);
  });

  it('keeps English for a sign-up that names no language', async () => {
    const email = `ann.${randomUUID().slice(0, 8)}@example.com`;
    await stack.call('sendVerification', { body: { email, firstName: 'Ann', lastName: 'Lee' } });
    const verification = await mailTo(email, 'Confirm your email to finish joining Tend');
    expect(verification.text).toContain('Hi Ann,');
  });

  it('refuses a language Tend does not speak with a sentence, and asks who is choosing', async () => {
    const refused = await stack.callExpectingError('sendVerification', {
      body: { email: 'x@example.com', firstName: 'X', lastName: 'Y', language: 'fr' as 'en' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Please choose a language Tend speaks: English (en) or Spanish (es-US).',
    );
    const anonymous = await stack.callExpectingError('setLanguage', {
      body: { language: 'es-US' },
    });
    expect(anonymous.status).toBe(401);
  });
});
