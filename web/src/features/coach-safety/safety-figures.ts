import { z } from 'zod';
import figuresFile from './safety-figures.json';

/**
 * The latest figures of the coach's crisis recognition, as the safety evaluation script writes
 * them into safety-figures.json: measured on the untouched set only (messages never used to write
 * or tune the rules). A figure not yet measured is null, and the page says so. The file is read
 * at build time: one that does not match fails the build (the page is rendered then), so a wrong
 * figure is never published.
 */
const rate = z.number().min(0).max(1).nullable();
const count = z.number().int().min(0).nullable();

const kindFigures = z
  .strictObject({
    /** The triage's own name for the kind (services/coach). */
    kind: z.string().min(1),
    /** As the page says it. */
    label: z.string().min(1),
    /** How many messages of the set are crises of this kind. */
    crises: z.number().int().min(1),
    /** How many of them reached at least a concern (a count, not a rate). */
    reachingConcern: z.number().int().min(0),
    /** How many of them reached an emergency (a count, not a rate; within reachingConcern). */
    reachingEmergency: z.number().int().min(0),
  })
  .refine((k) => k.reachingConcern <= k.crises, {
    message: 'reachingConcern counts crises of the kind: at most crises',
    path: ['reachingConcern'],
  })
  .refine((k) => k.reachingEmergency <= k.reachingConcern, {
    message:
      'an emergency is also at least a concern: reachingEmergency is at most reachingConcern',
    path: ['reachingEmergency'],
  });

export const SafetyFiguresSchema = z
  .strictObject({
    /** The day the figures were measured (YYYY-MM-DD). */
    measuredOn: z.iso.date().nullable(),
    /** Only figures of the untouched set are published. */
    set: z.literal('untouched'),
    /** The size of the set: its crises and its ordinary messages. */
    messages: count,
    crises: count,
    ordinary: count,
    /** Crises given at least a concern, of all crises (0..1). */
    crisesReachingConcern: rate,
    /** Crises of suicide, the person cared for wanting to die, a missing person and medical kinds given an emergency (0..1). */
    urgentCrisesReachingEmergency: rate,
    /** Ordinary messages given an emergency (0..1). */
    ordinaryGivenEmergency: rate,
    /** Ordinary messages given a concern (0..1). */
    ordinaryGivenConcern: rate,
    byKind: z.array(kindFigures),
  })
  .refine(
    (f) =>
      f.messages === null ||
      f.crises === null ||
      f.ordinary === null ||
      f.messages === f.crises + f.ordinary,
    { message: 'messages is crises + ordinary', path: ['messages'] },
  );

export type SafetyFigures = z.infer<typeof SafetyFiguresSchema>;
export type KindFigures = SafetyFigures['byKind'][number];

/** The figures of a file, or an error naming what in it is wrong. */
export function parseSafetyFigures(file: unknown): SafetyFigures {
  const parsed = SafetyFiguresSchema.safeParse(file);
  if (!parsed.success)
    throw new Error(
      `web/src/features/coach-safety/safety-figures.json does not match its schema:\n${z.prettifyError(parsed.error)}`,
    );
  return parsed.data;
}

/** The figures the page publishes. */
export const latestFigures: SafetyFigures = parseSafetyFigures(figuresFile);
