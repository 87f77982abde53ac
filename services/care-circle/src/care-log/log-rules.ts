import {
  BloodSugarAlarm,
  FirstAidCards,
  type LogMeasure,
  type LogRanges,
  type LogReading,
  measuresOf,
} from '@tend/contracts';

/** Whether any number of the reading is outside the range the owner set for it. */
export function isOutOfRange(reading: LogReading, ranges: LogRanges): boolean {
  return Object.entries(measuresOf(reading)).some(([measure, value]) => {
    const range = ranges[measure as LogMeasure];
    if (!range) return false;
    return (range.low !== null && value < range.low) || (range.high !== null && value > range.high);
  });
}

/** The first-aid topic of the coach's library to show beside a reading: a blood sugar alarm, a fall. */
export function firstAidCardOf(reading: LogReading): string | null {
  if (reading.kind === 'fall') return FirstAidCards.fall;
  if (
    reading.kind === 'blood-sugar' &&
    (reading.mgdl < BloodSugarAlarm.below || reading.mgdl > BloodSugarAlarm.above)
  )
    return FirstAidCards.bloodSugar;
  return null;
}
