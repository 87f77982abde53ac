import { z } from 'zod';

/** A number from `min` to `max` (whole when `whole`), with one sentence for every way it is wrong. */
export function boundedNumber(min: number, max: number, error: string, whole = false) {
  const number = z.number({ error }).min(min, { error }).max(max, { error });
  return whole ? number.int({ error }) : number;
}

/** Optional free text of at most `max` characters, trimmed; empty is the same as none. */
export function optionalText(label: string, max: number) {
  const error = `${label} is text of at most ${max} characters.`;
  return z
    .string({ error })
    .trim()
    .max(max, { error })
    .transform((value) => (value === '' ? null : value))
    .nullable();
}

/** Required free text of 1 to `max` characters, trimmed. */
export function requiredText(error: string, max: number) {
  return z.string({ error }).trim().min(1, { error }).max(max, { error });
}
