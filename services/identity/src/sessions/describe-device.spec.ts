import type { DeviceFacts } from '@tend/contracts';
import { describeDevice } from './describe-device';

const ua = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidReduced:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

const facts = (
  kind: DeviceFacts['kind'],
  device: Partial<DeviceFacts>,
  browser: string | null,
  browserVersion: string | null,
): DeviceFacts => ({
  kind,
  model: null,
  maker: null,
  os: null,
  ...device,
  browser,
  browserVersion,
});

describe('describeDevice', () => {
  it.each([
    [
      'an iPhone with Safari',
      ua.iphoneSafari,
      facts('phone', { model: 'iPhone', os: 'iOS' }, 'Safari', '17'),
    ],
    [
      'an iPhone with Chrome',
      ua.iphoneChrome,
      facts('phone', { model: 'iPhone', os: 'iOS' }, 'Chrome', '126'),
    ],
    ['an iPad', ua.ipad, facts('tablet', { model: 'iPad', os: 'iOS' }, 'Safari', '17')],
    [
      'a Samsung phone',
      ua.samsung,
      facts('phone', { maker: 'Samsung', os: 'Android' }, 'Chrome', '126'),
    ],
    [
      'an Android phone that hides its model',
      ua.androidReduced,
      facts('phone', { maker: 'Android', os: 'Android' }, 'Chrome', '126'),
    ],
    [
      'Firefox on Android',
      ua.androidFirefox,
      facts('phone', { maker: 'Android', os: 'Android' }, 'Firefox', '127'),
    ],
    ['a Mac', ua.mac, facts('computer', { os: 'macOS' }, 'Safari', '17')],
    ['Edge on Windows', ua.windowsEdge, facts('computer', { os: 'Windows' }, 'Edge', '126')],
    ['headless Chrome on Linux', ua.headless, facts('computer', { os: 'Linux' }, 'Chrome', '131')],
    ['a Chromebook', ua.chromebook, facts('computer', { os: 'ChromeOS' }, 'Chrome', '126')],
    ['a script', 'node', facts('unknown', {}, null, null)],
    ['no user agent', null, facts('unknown', {}, null, null)],
  ])('reads %s', (_case, userAgent, expected) => {
    expect(describeDevice(userAgent)).toEqual(expected);
  });
});
