import { caughtByHoneypot, publicSupportInboxData, publicSupportLimits } from './public-request';

describe('caughtByHoneypot', () => {
  it.each<[string, unknown, boolean]>([
    ['left out', undefined, false],
    ['null', null, false],
    ['empty', '', false],
    ['only spaces (autofill of nothing)', '   ', false],
    ['a web address', 'http://spam.example', true],
    ['any word', 'x', true],
    ['a number', 0, true],
    ['an object', { url: 'x' }, true],
  ])('%s → caught: %s', (_case, website, caught) => {
    expect(caughtByHoneypot(website)).toBe(caught);
  });
});

describe('publicSupportLimits', () => {
  const limits = publicSupportLimits('ann@example.com', '10.1.2.3', 'help@tend.test');

  it('counts per client address and per e-mail address, each for an hour', () => {
    expect(limits.map(({ key, max, windowSeconds }) => [key, max, windowSeconds])).toEqual([
      ['support-public:client:10.1.2.3', 6, 3600],
      ['support-public:email:ann@example.com', 3, 3600],
    ]);
  });

  it('says what happened and offers the support address', () => {
    for (const { message } of limits) {
      expect(message).toMatch(/in the last hour/);
      expect(message).toMatch(/wait an hour .*or email help@tend\.test directly\.$/);
    }
  });
});

describe('publicSupportInboxData', () => {
  it('names the visitor and their address, and says they were not signed in', () => {
    expect(
      publicSupportInboxData(
        { name: 'Ann', email: 'ann@example.com', message: 'I cannot sign in.' },
        'Technical Issue',
      ),
    ).toEqual({
      from: 'Ann <ann@example.com> (not signed in)',
      category: 'Technical Issue',
      subject: 'Help while signed out, from Ann',
      message: 'I cannot sign in.',
    });
  });

  it('keeps a name with line breaks on one line (it goes into a header)', () => {
    const data = publicSupportInboxData(
      { name: 'Ann\r\nBcc: x@example.com', email: 'ann@example.com', message: 'Hi' },
      'Other',
    );
    expect(data.subject).toBe('Help while signed out, from Ann Bcc: x@example.com');
  });
});
