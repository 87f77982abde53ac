import { HelpLines } from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';

type LineKey = keyof typeof HelpLines;

/** How to be answered in Spanish on a line, and the official or sponsor's page that says so. */
export interface SpanishOption {
  /** What to do once connected: 'press 2'. */
  how: MessageId;
  source: { title: string; url: string };
}

/**
 * The help lines shown on /resources that answer in Spanish. A fact about each line, so its place is
 * beside the line in contracts' HelpLines (services/contracts/src/common/help-lines.ts), where it
 * moves when that file is next changed (every number shown must be one of HelpLines:
 * gateway/test/contracts/help-lines.test.ts). AARP's Spanish caregiver line answers only in
 * Spanish: it is a line of its own there, shown to Spanish readers.
 */
export const SpanishOptions: Partial<Record<LineKey, SpanishOption>> = {
  // 988's own page: press 2 for Spanish, or text AYUDA.
  lifeline: { how: 'resources.guidance.spanish.lifeline', source: HelpLines.lifeline.source },
  alzheimers: {
    how: 'resources.guidance.spanish.alzheimers',
    source: {
      title:
        "AARP en español: Recursos para cuidar en California (Alzheimer's Association, presiona 2 para español)",
      url: 'https://www.aarp.org/espanol/estados/california-recursos-cuidar.html',
    },
  },
};
