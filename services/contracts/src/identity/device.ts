import { z } from 'zod';

/**
 * A signed-in device as identity read it from the user agent, in no language (issue 48): each
 * screen and e-mail words it in its reader's language ("Chrome 131 on Android phone", "Chrome 131
 * en un teléfono Android").
 */
export const DeviceFacts = z.object({
  kind: z.enum(['phone', 'tablet', 'computer', 'unknown']),
  /** The name its maker sells it by, the same in every language ("iPhone", "iPad"); else null. */
  model: z.string().max(64).nullable(),
  /** Who made a phone or tablet ("Samsung"), or "Android" when it hides its maker; else null. */
  maker: z.string().max(64).nullable(),
  /** Its system ("Windows", "macOS", "Linux", "ChromeOS", "Android", "iOS"); null when not told. */
  os: z.string().max(64).nullable(),
  /** "Chrome", "Safari", "Edge"; null when not told. */
  browser: z.string().max(64).nullable(),
  /** The browser's major version ("131"); null when not told. */
  browserVersion: z.string().max(16).nullable(),
});
export type DeviceFacts = z.infer<typeof DeviceFacts>;

/** Which wording a device takes: every language has one for each. */
export type DeviceForm =
  | 'model'
  | 'makerPhone'
  | 'makerTablet'
  | 'phone'
  | 'tablet'
  | 'windows'
  | 'mac'
  | 'linux'
  | 'chromebook'
  | 'unknown';

const computerForms: Record<string, DeviceForm> = {
  Windows: 'windows',
  macOS: 'mac',
  Linux: 'linux',
  ChromeOS: 'chromebook',
};

export function deviceForm({ kind, model, maker, os }: DeviceFacts): DeviceForm {
  if (model) return 'model';
  if (kind === 'phone') return maker ? 'makerPhone' : 'phone';
  if (kind === 'tablet') return maker ? 'makerTablet' : 'tablet';
  if (kind === 'computer' && os) return computerForms[os] ?? 'unknown';
  return 'unknown';
}

/** "Chrome 131", the same in every language; null when the browser is not known. */
export function browserLabel({ browser, browserVersion }: DeviceFacts): string | null {
  if (!browser) return null;
  return browserVersion ? `${browser} ${browserVersion}` : browser;
}

/** How one language words a device: alone (as a title) and with its browser. */
export interface DeviceWords {
  /** "Android phone", "Teléfono Android". */
  alone: (form: DeviceForm, facts: DeviceFacts) => string;
  /** "Chrome 131 on Android phone", "Chrome 131 en un teléfono Android". */
  on: (browser: string, form: DeviceForm, facts: DeviceFacts) => string;
  /** Neither device nor browser known: "Unknown device". */
  unknown: string;
}

/** The browser on the device; just the one that is known when the other is not. */
export function nameDevice(facts: DeviceFacts, words: DeviceWords): string {
  const form = deviceForm(facts);
  const browser = browserLabel(facts);
  if (browser && form !== 'unknown') return words.on(browser, form, facts);
  if (browser) return browser;
  return form === 'unknown' ? words.unknown : words.alone(form, facts);
}
