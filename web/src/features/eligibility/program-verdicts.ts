import type { ProgramVerdict } from '@tend/contracts';

/** What a program's verdict says, on the results and on Home. */
export const VerdictLabels: Record<ProgramVerdict, string> = {
  likely: 'Likely a fit',
  possible: 'Possible: ask the agency',
  unlikely: 'Unlikely for your answers',
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
