import type { DeviceFacts } from '@tend/contracts';
import { deviceKind, timeAgo } from './device-labels';

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

const seen = (kind: DeviceFacts['kind'], model: string | null = null): DeviceFacts => ({
  kind,
  model,
  maker: null,
  os: null,
  browser: null,
  browserVersion: null,
});

describe('deviceKind', () => {
  it.each([
    [seen('phone', 'iPhone'), 'phone'],
    [seen('phone'), 'phone'],
    [seen('tablet', 'iPad'), 'tablet'],
    [seen('computer'), 'computer'],
    [seen('unknown'), 'computer'],
  ])('%o is a %s', (facts, kind) => {
    expect(deviceKind(facts)).toBe(kind);
  });
});
