import { UAParser } from 'ua-parser-js';

export interface DeviceDescription {
  /** "iPhone", "Samsung phone", "Mac", "Windows computer"; "Unknown device" when it cannot be told. */
  device: string;
  /** "Safari 17", "Chrome 126"; "Unknown browser" when it cannot be told. */
  browser: string;
}

const computers: Record<string, string> = {
  Windows: 'Windows computer',
  'Mac OS': 'Mac',
  macOS: 'Mac',
  Linux: 'Linux computer',
  Ubuntu: 'Linux computer',
  Fedora: 'Linux computer',
  Debian: 'Linux computer',
  'Chromium OS': 'Chromebook',
};

/** Names a session's device and browser, in words a caregiver recognises, from its user agent. */
export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const { browser, device, os } = new UAParser(userAgent ?? '').getResult();
  return { device: deviceName(device, os.name), browser: browserName(browser) };
}

function deviceName(device: UAParser.IDevice, os: string | undefined): string {
  if (device.vendor === 'Apple' && device.model && device.type) return device.model;
  const kind = device.type === 'mobile' ? 'phone' : device.type;
  if (kind === 'phone' || kind === 'tablet') {
    const maker = device.vendor ?? (os === 'Android' ? 'Android' : undefined);
    return maker ? `${maker} ${kind}` : kind === 'phone' ? 'Phone' : 'Tablet';
  }
  if (os === 'Android') return 'Android phone';
  return (os && computers[os]) ?? 'Unknown device';
}

function browserName(browser: UAParser.IBrowser): string {
  if (!browser.name) return 'Unknown browser';
  // "Mobile Safari" and "Chrome Headless" are Safari and Chrome to the person holding them.
  const name = browser.name.replace(/^Mobile /, '').replace(/ (Headless|WebView)$/, '');
  return browser.major ? `${name} ${browser.major}` : name;
}
