import { safeReturnPath, signInPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/ai-coach', '/settings#devices-title', '/assessment?step=2', '/'])(
    'follows the same-site path %s',
    (path) => expect(safeReturnPath(path)).toBe(path),
  );

  it.each([
    null,
    '',
    'ai-coach',
    '//evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '/ai-coach\\..\\',
    'https://evil.com',
    'https:evil.com',
    'javascript:alert(1)',
    '/\t/evil.com',
    '/\n/evil.com',
  ])('refuses %j', (value) => expect(safeReturnPath(value)).toBeNull());
});

describe('signInPath', () => {
  it('carries a deep link to sign-in and back', () => {
    expect(signInPath('/ai-coach')).toBe('/login?returnTo=%2Fai-coach');
  });

  it('is plain sign-in for home or anything not of this site', () => {
    expect(signInPath('/')).toBe('/login');
    expect(signInPath('//evil.com')).toBe('/login');
    expect(signInPath(null)).toBe('/login');
  });
});
