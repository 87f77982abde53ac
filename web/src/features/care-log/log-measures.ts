import {
  BloodSugarAlarm,
  FirstAidCards,
  type LogEntry,
  type LogMeasure,
  type LogRanges,
  measuresOf,
  MOODS,
} from '@tend/contracts';

/** The charts of the log, each of one or two measures (blood pressure draws its two numbers). */
export const CHARTS = [
  { id: 'bloodPressure', measures: ['systolic', 'diastolic'] },
  { id: 'bloodSugar', measures: ['bloodSugar'] },
  { id: 'weight', measures: ['weight'] },
  { id: 'temperature', measures: ['temperature'] },
  { id: 'pain', measures: ['pain'] },
  { id: 'sleepHours', measures: ['sleepHours'] },
] as const satisfies readonly { id: string; measures: readonly LogMeasure[] }[];
export type ChartId = (typeof CHARTS)[number]['id'];

export interface Point {
  at: number;
  value: number;
  outside: boolean;
}

/** Whether a value is outside the owner's range for its measure (no range: never). */
export function isOutside(measure: LogMeasure, value: number, ranges: LogRanges): boolean {
  const range = ranges[measure];
  if (!range) return false;
  return (range.low !== null && value < range.low) || (range.high !== null && value > range.high);
}

/** One measure's points over time, oldest first. */
export function seriesOf(
  entries: readonly LogEntry[],
  measure: LogMeasure,
  ranges: LogRanges,
): Point[] {
  return entries
    .flatMap((entry) => {
      const value = measuresOf(entry.reading)[measure];
      return value === undefined
        ? []
        : [{ at: Date.parse(entry.at), value, outside: isOutside(measure, value, ranges) }];
    })
    .sort((a, b) => a.at - b.at);
}

/** The moods logged, oldest first, each as its step on the scale (0: very low … 4: very good). */
export function moodSeries(entries: readonly LogEntry[]): Point[] {
  return entries
    .flatMap(({ at, reading }) =>
      reading.kind === 'mood'
        ? [{ at: Date.parse(at), value: MOODS.indexOf(reading.mood), outside: false }]
        : [],
    )
    .sort((a, b) => a.at - b.at);
}

export type FirstAidTopic = 'lowSugar' | 'highSugar' | 'fall';

/**
 * The first aid to show beside an entry: the server names the coach library's card (a sugar
 * alarm, a fall); which half of the sugar card applies is read from the number.
 */
export function firstAidOf(
  entry: Pick<LogEntry, 'reading' | 'firstAidCardId'>,
): FirstAidTopic | null {
  if (entry.firstAidCardId === FirstAidCards.fall) return 'fall';
  if (entry.firstAidCardId !== FirstAidCards.bloodSugar || entry.reading.kind !== 'blood-sugar')
    return null;
  return entry.reading.mgdl < BloodSugarAlarm.below ? 'lowSugar' : 'highSugar';
}
