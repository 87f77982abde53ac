import { signUploadUrl, uploadSigningKey, verifyUploadUrl } from './upload-url';

const key = 'k'.repeat(40);
const fileId = '3f0e6a3c-1d2b-4c5d-8e9f-0a1b2c3d4e5f';
const userId = '11111111-2222-4333-8444-555555555555';

function query(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

describe('upload links', () => {
  const url = signUploadUrl(key, { fileId, userId, expires: 1000 });

  it('accepts its own link until it expires', () => {
    expect(url.startsWith(`/api/chat/files/${fileId}?`)).toBe(true);
    expect(verifyUploadUrl(key, fileId, query(url), 999)).toEqual({
      ok: true,
      ticket: { fileId, userId, expires: 1000 },
    });
    expect(verifyUploadUrl(key, fileId, query(url), 1001)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it.each([
    ['another file', { fileId: fileId.replace('3f', '4f') }],
    ['another user', { user: userId.replace('1111', '9999') }],
    ['a later expiry', { expires: '999999' }],
    ['another key', { key: 'z'.repeat(40) }],
    ['no signature', { signature: '' }],
  ])('refuses a link changed to %s', (_, change: Record<string, string>) => {
    const q = { ...query(url), ...change };
    const result = verifyUploadUrl(change.key ?? key, change.fileId ?? fileId, q, 10);
    expect(result).toEqual({ ok: false, reason: 'invalid' });
  });

  it('derives a distinct key from the session secret when none is set', () => {
    const jwt = 'j'.repeat(40);
    expect(uploadSigningKey({ JWT_SECRET: jwt })).not.toBe(jwt);
    expect(uploadSigningKey({ JWT_SECRET: jwt, UPLOAD_SIGNING_SECRET: key })).toBe(key);
  });
});
