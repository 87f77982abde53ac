import {
  DeviceFacts,
  nameDevice,
  type DeviceForm,
  type DeviceWords,
  type Language,
  type Localized,
} from '@tend/contracts';
import { field, type EmailData } from './layout';

const english: Record<DeviceForm, (facts: DeviceFacts) => string> = {
  model: ({ model }) => `${model}`,
  makerPhone: ({ maker }) => `${maker} phone`,
  makerTablet: ({ maker }) => `${maker} tablet`,
  phone: () => 'Phone',
  tablet: () => 'Tablet',
  windows: () => 'Windows computer',
  mac: () => 'Mac',
  linux: () => 'Linux computer',
  chromebook: () => 'Chromebook',
  unknown: () => 'Unknown device',
};

/** Spanish: the name alone, and after "en" with its article ("en una computadora con Windows"). */
const spanish: Record<DeviceForm, (facts: DeviceFacts) => { alone: string; after: string }> = {
  model: ({ model }) => ({ alone: `${model}`, after: `un ${model}` }),
  makerPhone: ({ maker }) => ({ alone: `Teléfono ${maker}`, after: `un teléfono ${maker}` }),
  makerTablet: ({ maker }) => ({ alone: `Tableta ${maker}`, after: `una tableta ${maker}` }),
  phone: () => ({ alone: 'Teléfono', after: 'un teléfono' }),
  tablet: () => ({ alone: 'Tableta', after: 'una tableta' }),
  windows: () => ({ alone: 'Computadora con Windows', after: 'una computadora con Windows' }),
  mac: () => ({ alone: 'Mac', after: 'una Mac' }),
  linux: () => ({ alone: 'Computadora con Linux', after: 'una computadora con Linux' }),
  chromebook: () => ({ alone: 'Chromebook', after: 'una Chromebook' }),
  unknown: () => ({ alone: 'Dispositivo desconocido', after: 'un dispositivo desconocido' }),
};

/** A device in an e-mail's words: "Chrome 131 on Android phone", "Chrome 131 en un teléfono Android". */
export const DeviceWordsIn: Localized<DeviceWords> = {
  en: {
    alone: (form, facts) => english[form](facts),
    on: (browser, form, facts) => `${browser} on ${english[form](facts)}`,
    unknown: 'Unknown device',
  },
  'es-US': {
    alone: (form, facts) => spanish[form](facts).alone,
    on: (browser, form, facts) => `${browser} en ${spanish[form](facts).after}`,
    unknown: 'Dispositivo desconocido',
  },
};

/** How an old event named the device, in English, before it carried `seenAs`. */
const StoredOn: Localized<(browser: string, device: string) => string> = {
  en: (browser, device) => `${browser} on ${device}`,
  'es-US': (browser, device) => `${browser} en ${device}`,
};

/**
 * The device an e-mail's data describes, in its language: from `seenAs` (issue 48), or the English
 * words a request queued before then stored.
 */
export function deviceInEmail(data: EmailData, language: Language): string {
  const seenAs = data.seenAs ? DeviceFacts.safeParse(JSON.parse(data.seenAs)) : undefined;
  if (seenAs?.success) return nameDevice(seenAs.data, DeviceWordsIn[language]);
  return StoredOn[language](field(data, 'browser'), field(data, 'device'));
}
