import { UnsubscribeMessages } from '@tend/contracts';
import { signUnsubscribeToken } from '@tend/contracts/node';
import {
  readUnsubscribeToken,
  unsubscribed,
  unsubscribeRefused,
  UnsubscribedMessages,
} from './unsubscribe-rules';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const token = signUnsubscribeToken(secret, 'maria@example.com', 'tips');
const [body, signature] = token.split('.') as [string, string];
const otherBody = signUnsubscribeToken(secret, 'mallory@example.com', 'all').split('.')[0];
const flip = (text: string, at: number) =>
  text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);

describe('readUnsubscribeToken', () => {
  it.each([
    ['a token we signed', token, { email: 'maria@example.com', scope: 'tips' }],
    ['with spaces around it', ` ${token} `, { email: 'maria@example.com', scope: 'tips' }],
    [
      'an address in capitals, read in lower case',
      signUnsubscribeToken(secret, 'Maria@Example.com', 'all'),
      { email: 'maria@example.com', scope: 'all' },
    ],
    ['an altered signature', `${body}.${flip(signature, 3)}`, undefined],
    ['another address with this signature', `${otherBody}.${signature}`, undefined],
    ['an altered body', `${flip(body, 5)}.${signature}`, undefined],
    [
      'signed with another secret',
      signUnsubscribeToken(`${secret}x`, 'maria@example.com', 'all'),
      undefined,
    ],
    ['no signature', body, undefined],
    ['an extra part', `${token}.x`, undefined],
    ['empty', '', undefined],
    ['dots only', '..', undefined],
    ['not base64', 'ü.ö', undefined],
    ['absurdly long', `${'a'.repeat(5000)}.${signature}`, undefined],
    [
      'a signed address that is not an e-mail',
      signUnsubscribeToken(secret, 'nobody', 'all'),
      undefined,
    ],
  ])('%s', (_case, input, expected) => {
    expect(readUnsubscribeToken(secret, input)).toEqual(expected);
  });
});

describe('answers', () => {
  it('says what was stopped and for which address', () => {
    expect(unsubscribed({ email: 'maria@example.com', scope: 'updates' })).toEqual({
      success: true,
      message: UnsubscribedMessages.updates,
      email: 'maria@example.com',
      emailType: 'updates',
    });
  });

  it('refuses with the spec message and no address', () => {
    expect(unsubscribeRefused).toEqual({
      success: false,
      message: UnsubscribeMessages.invalidLink,
      email: null,
      emailType: null,
    });
  });
});
