import type { ProgramVerdict } from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';
import '../../i18n/parts/eligibility';

/** What a program's verdict says, on the results and on Home: its catalogue name. */
export const VerdictLabels: Record<ProgramVerdict, MessageId> = {
  likely: 'eligibility.verdict.likely',
  possible: 'eligibility.verdict.possible',
  unlikely: 'eligibility.verdict.unlikely',
};

/** A verdict's tag: the theme's success and warning tints, grey for unlikely. */
export const VerdictColors: Record<ProgramVerdict, 'success' | 'warning' | 'default'> = {
  likely: 'success',
  possible: 'warning',
  unlikely: 'default',
};

/** A program's phone number as a link dials it: `tel:+1` and its ten digits. */
export const dialable = (phone: string) =>
  `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
