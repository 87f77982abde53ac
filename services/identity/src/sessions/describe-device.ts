import type { DeviceFacts } from '@tend/contracts';
import { UAParser } from 'ua-parser-js';

/** The systems a computer is named by, as ua-parser-js spells them. */
const computerSystems: Record<string, string> = {
  Windows: 'Windows',
  'Mac OS': 'macOS',
  macOS: 'macOS',
  Linux: 'Linux',
  Ubuntu: 'Linux',
  Fedora: 'Linux',
  Debian: 'Linux',
  'Chromium OS': 'ChromeOS',
};

/** What a session's user agent tells of its device and browser, in no language (issue 48). */
export function describeDevice(userAgent: string | null | undefined): DeviceFacts {
  const { browser, device, os } = new UAParser(userAgent ?? '').getResult();
  return { ...deviceOf(device, os.name), ...browserOf(browser) };
}

function deviceOf(
  device: UAParser.IDevice,
  os: string | undefined,
): Pick<DeviceFacts, 'kind' | 'model' | 'maker' | 'os'> {
  const system = os === 'iOS' || os === 'Android' ? os : ((os && computerSystems[os]) ?? null);
  const kind = device.type === 'mobile' ? 'phone' : device.type;
  if (device.vendor === 'Apple' && device.model && (kind === 'phone' || kind === 'tablet'))
    return { kind, model: device.model, maker: null, os: system };
  if (kind === 'phone' || kind === 'tablet') {
    const maker = device.vendor ?? (os === 'Android' ? 'Android' : null);
    return { kind, model: null, maker, os: system };
  }
  if (os === 'Android') return { kind: 'phone', model: null, maker: 'Android', os: system };
  if (system) return { kind: 'computer', model: null, maker: null, os: system };
  return { kind: 'unknown', model: null, maker: null, os: null };
}

function browserOf(browser: UAParser.IBrowser): Pick<DeviceFacts, 'browser' | 'browserVersion'> {
  if (!browser.name) return { browser: null, browserVersion: null };
  // "Mobile Safari" and "Chrome Headless" are Safari and Chrome to the person holding them.
  const name = browser.name.replace(/^Mobile /, '').replace(/ (Headless|WebView)$/, '');
  return { browser: name, browserVersion: browser.major ?? null };
}
