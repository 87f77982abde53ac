import { checkDataExportLink, dataExportKey, signDataExportLink } from './data-export-link';

const key = dataExportKey('a'.repeat(64));
const exportId = '0b7f3c1e-1111-4222-8333-444455556666';
const owner = '6f1c2d3e-0000-4000-8000-000000000001';
const link = signDataExportLink(key, { exportId, userId: owner, expires: 2000 });
const query = Object.fromEntries(new URL(link, 'http://x').searchParams);

describe('data export links', () => {
  it.each([
    ['the owner before expiry', owner, query, 1999, 'ok'],
    ['the owner at the last second', owner, query, 2000, 'ok'],
    ['the owner after expiry', owner, query, 2001, 'expired'],
    ['someone else signed in', '6f1c2d3e-0000-4000-8000-000000000002', query, 1999, 'invalid'],
    ['a stretched expiry', owner, { ...query, expires: '9999' }, 1999, 'invalid'],
    ['a changed signature', owner, { ...query, signature: `${query.signature}x` }, 1999, 'invalid'],
    ['no signature', owner, { expires: '2000' }, 1999, 'invalid'],
    ['no expiry', owner, { signature: query.signature }, 1999, 'invalid'],
  ])('%s', (_case, userId, given, now, expected) => {
    expect(checkDataExportLink(key, exportId, userId, given, now)).toBe(expected);
  });

  it('is under the copy path and names no user', () => {
    expect(link.startsWith(`/api/account/data-export/${exportId}/download?`)).toBe(true);
    expect(link).not.toContain(owner);
  });
});
