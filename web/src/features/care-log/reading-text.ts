import type { LogReading } from '@tend/contracts';
import { useT } from '../../i18n/LanguageProvider';

/** A reading in words: "Blood sugar 62 mg/dL". */
export function useReadingText() {
  const t = useT();
  return (reading: LogReading) => {
    if (reading.kind === 'mood')
      return t('careLog.reading.mood', { mood: t(`careLog.mood.${reading.mood}`) });
    if (reading.kind === 'fall')
      return t('careLog.reading.fall', { injured: String(reading.injured) });
    const { kind, ...values } = reading;
    return t(`careLog.reading.${kind}`, values);
  };
}
