import {
  BloodSugarAlarm,
  FirstAidCards,
  type LogMeasure,
  type LogRanges,
  type LogReading,
} from '@tend/contracts';

/** The numbers of a reading that a range can be set on. */
export function measuresOf(reading: LogReading): Partial<Record<LogMeasure, number>> {
  switch (reading.kind) {
    case 'blood-pressure':
      return { systolic: reading.systolic, diastolic: reading.diastolic };
    case 'blood-sugar':
      return { bloodSugar: reading.mgdl };
    case 'weight':
      return { weight: reading.pounds };
    case 'temperature':
      return { temperature: reading.fahrenheit };
    case 'pain':
      return { pain: reading.score };
    case 'sleep':
      return { sleepHours: reading.hours };
    case 'mood':
    case 'bowel-movement':
    case 'fall':
    case 'behavior':
      return {};
  }
}

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
