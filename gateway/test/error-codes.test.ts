import { ErrorCodes, SignupPasswordMessage } from '@tend/contracts';
import { TestStack } from '@tend/test-stack';

const agreements = {
  agreedToTerms: true,
  agreedToPrivacy: true,
  consentedToDataUsage: true,
} as const;

/** The client switches on `code`, never on the words: every error answer carries one. */
describe('error codes at the gateway', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start(['identity']);
  });
  afterAll(async () => stack?.stop());

  it.each([
    [
      "carries a service's own code, with its status and message as they were",
      'not-a-real-token',
      'Caring4Mom!',
      {
        code: ErrorCodes.signupTokenInvalid,
        message: 'Token expired or already used: please request a new verification email.',
      },
    ],
    [
      'names the field a failed validation is about',
      'some-token',
      'short',
      { code: ErrorCodes.validation, message: SignupPasswordMessage, field: 'password' },
    ],
  ])('%s', async (_, token, password, expected) => {
    const response = await stack.callExpectingError('completeSignup', {
      body: { token, password, ...agreements },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', ...expected });
  });

  it("gives the gateway's own refusals the code of their status", async () => {
    const anonymous = await stack.callExpectingError('currentUser');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: ErrorCodes.unauthorized });

    const nothing = await stack.api('GET', '/api/nothing-here');
    expect(nothing.status).toBe(404);
    expect(nothing.body).toMatchObject({ code: ErrorCodes.notFound });

    const text = await stack.api('POST', '/api/auth/login', {
      rawBody: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ code: ErrorCodes.unsupportedMedia });
  });
});
