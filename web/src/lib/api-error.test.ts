import { ErrorCodes } from '@tend/contracts';
import {
  ApiCallError,
  apiErrorFromResponse,
  errorCode,
  invalidField,
  isApiError,
  networkError,
  NetworkFailedCode,
  serverMessage,
} from './api-error';

const gatewayBody = (body: Record<string, unknown>) => JSON.stringify(body);

describe('reading a failed answer', () => {
  it("reads the gateway's error body: its code, its words and the field", () => {
    const text = gatewayBody({
      statusCode: 400,
      code: ErrorCodes.validation,
      message: 'Password must be at least 8 characters',
      error: 'Bad Request',
      field: 'password',
    });
    expect(apiErrorFromResponse(400, text, 'Bad Request')).toEqual({
      status: 400,
      message: `400: ${text}`,
      code: ErrorCodes.validation,
      userMessage: 'Password must be at least 8 characters',
      field: 'password',
    });
  });

  it('keeps the facts a client words the error from, and ignores details that are not an object', () => {
    const details = { givenAt: '2026-11-27T14:05:00.000Z', givenBy: 'Ana', timeZone: 'UTC' };
    const conflict = { statusCode: 409, code: ErrorCodes.conflict, message: 'Already given' };
    expect(apiErrorFromResponse(409, gatewayBody({ ...conflict, details })).details).toEqual(
      details,
    );
    expect(
      apiErrorFromResponse(409, gatewayBody({ ...conflict, details: ['Ana'] })).details,
    ).toBeUndefined();
  });

  it("keeps a service's own code as it came", () => {
    const text = gatewayBody({ statusCode: 410, code: ErrorCodes.resetLinkGone, message: 'Used' });
    expect(errorCode(apiErrorFromResponse(410, text))).toBe(ErrorCodes.resetLinkGone);
  });

  it('gives an answer without a code the general code of its status', () => {
    expect(apiErrorFromResponse(429, gatewayBody({ message: 'Slow down' })).code).toBe(
      ErrorCodes.tooMany,
    );
    expect(apiErrorFromResponse(502, '<html>Bad gateway</html>').code).toBe(ErrorCodes.internal);
    expect(apiErrorFromResponse(405, '').code).toBe(ErrorCodes.badRequest);
  });

  it('keeps the spec\'s "<status>: <text or status text>" message', () => {
    expect(apiErrorFromResponse(500, 'Database unavailable').message).toBe(
      '500: Database unavailable',
    );
    expect(apiErrorFromResponse(401, '', 'Unauthorized').message).toBe('401: Unauthorized');
  });

  it('takes plain text as the words, and finds none in an empty body or JSON without a message', () => {
    expect(apiErrorFromResponse(503, 'Try later').userMessage).toBe('Try later');
    expect(apiErrorFromResponse(500, '')).not.toHaveProperty('userMessage');
    expect(apiErrorFromResponse(500, '{"detail":"x"}')).not.toHaveProperty('userMessage');
    expect(apiErrorFromResponse(500, 'null')).not.toHaveProperty('userMessage');
  });

  it("reads Nest's list of messages by its first", () => {
    const text = gatewayBody({ statusCode: 400, message: ['first problem', 'second'] });
    expect(apiErrorFromResponse(400, text).userMessage).toBe('first problem');
  });

  it('marks a call that got no answer with its own code', () => {
    const failure = networkError('Failed to fetch');
    expect(failure).toEqual({ status: 0, message: 'Failed to fetch', code: NetworkFailedCode });
    expect(networkError('').message).toBe('Network error');
    expect(serverMessage(failure)).toBeUndefined();
  });
});

describe('what features read from any error', () => {
  const refused = apiErrorFromResponse(
    400,
    gatewayBody({ code: ErrorCodes.validation, message: 'No', field: 'token' }),
  );

  it('reads the same from a thrown ApiCallError as from the plain object RTK Query holds', () => {
    const thrown = new ApiCallError(refused);
    expect(thrown).toBeInstanceOf(Error);
    for (const error of [refused, thrown]) {
      expect(isApiError(error)).toBe(true);
      expect(errorCode(error)).toBe(ErrorCodes.validation);
      expect(invalidField(error)).toBe('token');
      expect(serverMessage(error)).toBe('No');
    }
  });

  it('names a field only for a failed validation', () => {
    const conflict = apiErrorFromResponse(
      409,
      gatewayBody({ code: ErrorCodes.conflict, message: 'Taken', field: 'email' }),
    );
    expect(invalidField(conflict)).toBeUndefined();
  });

  it('reads any other Error by its message, and nothing from anything else', () => {
    expect(serverMessage(new Error('Disk full'))).toBe('Disk full');
    expect(errorCode(new Error('Disk full'))).toBeUndefined();
    expect(serverMessage('just a string')).toBeUndefined();
    expect(serverMessage({ status: 400, message: 'no code' })).toBeUndefined();
  });
});
