import type { HelpLines } from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';

type LineKey = keyof typeof HelpLines;

/**
 * What to do once connected to be answered in Spanish ("press 2"), for each line that also answers
 * in Spanish; the page that says so is the line's `spanish.source` in contracts' HelpLines. AARP's
 * Spanish caregiver line answers only in Spanish: it is a line of its own there, shown to Spanish
 * readers.
 */
export const SpanishHow: Partial<Record<LineKey, MessageId>> = {
  lifeline: 'resources.guidance.spanish.lifeline',
  alzheimers: 'resources.guidance.spanish.alzheimers',
};
