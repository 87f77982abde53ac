import {
  deviceKind,
  deviceName,
  deviceTitle,
  timeAgo,
  type DeviceKindWords,
} from './device-labels';

const now = new Date('2026-11-23T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe('timeAgo', () => {
  it.each([
    ['a few seconds', before(20_000), 'just now'],
    ['a minute', before(MIN), '1 minute ago'],
    ['59 minutes', before(59 * MIN), '59 minutes ago'],
    ['an hour', before(60 * MIN), '1 hour ago'],
    ['23 hours', before(23 * 60 * MIN), '23 hours ago'],
    ['30 hours', before(30 * 60 * MIN), 'yesterday'],
    ['3 days', before(3 * 24 * 60 * MIN), '3 days ago'],
    ['two weeks', '2026-11-09T09:00:00Z', 'on Nov 9, 2026'],
    ['a clock a little ahead', before(-5_000), 'just now'],
  ])('%s', (_case, iso, expected) => {
    expect(timeAgo(iso, now)).toBe(expected);
  });
});

describe('deviceKind', () => {
  it.each([
    ['iPhone', 'phone'],
    ['Samsung phone', 'phone'],
    ['Android phone', 'phone'],
    ['iPad', 'tablet'],
    ['Samsung tablet', 'tablet'],
    ['Mac', 'computer'],
    ['Windows computer', 'computer'],
    ['Unknown device', 'computer'],
  ])('%s is a %s', (device, kind) => {
    expect(deviceKind(device)).toBe(kind);
  });
});

describe('deviceTitle', () => {
  it.each([
    ['Safari 17', 'iPhone', 'Safari 17 on iPhone'],
    ['Unknown browser', 'iPhone', 'iPhone'],
    ['Chrome 126', 'Unknown device', 'Chrome 126'],
    ['Unknown browser', 'Unknown device', 'Unknown device'],
  ])('%s + %s', (browser, device, title) => {
    expect(deviceTitle({ browser, device })).toBe(title);
  });
});

describe('deviceName', () => {
  const spanishKinds: DeviceKindWords = {
    of: (kind, maker) =>
      `${{ computer: 'Computadora', phone: 'Teléfono', tablet: 'Tableta' }[kind]} ${maker}`,
    alone: (kind) => ({ computer: 'Computadora', phone: 'Teléfono', tablet: 'Tableta' })[kind],
  };
  it.each([
    ['Linux computer', 'Computadora Linux'],
    ['Samsung phone', 'Teléfono Samsung'],
    ['Tablet', 'Tableta'],
    ['iPhone', 'iPhone'],
    ['Mac', 'Mac'],
  ])('puts the kind of %s in the reader’s words', (device, name) => {
    expect(deviceName(device, spanishKinds)).toBe(name);
    expect(
      deviceTitle(
        { browser: 'Chrome 126', device },
        { on: (b, d) => `${b} en ${d}`, unknown: '', kinds: spanishKinds },
      ),
    ).toBe(`Chrome 126 en ${name}`);
  });

  it('leaves the server’s words as they are without words to put them in', () => {
    expect(deviceName('Linux computer')).toBe('Linux computer');
  });
});
