import { Button } from 'antd';
import { LOG_MEASURES, type LogMeasure, type LogRanges } from '@tend/contracts';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { useT } from '../../i18n/LanguageProvider';
import { useRefusal } from '../../i18n/refusals';
import { useToast } from '../toasts/use-toast';
import { useSetCareLogRangesMutation } from './care-log.api';

type Typed = Record<LogMeasure, { low: string; high: string }>;

const typedOf = (ranges: LogRanges): Typed =>
  Object.fromEntries(
    LOG_MEASURES.map((m) => [
      m,
      { low: String(ranges[m]?.low ?? ''), high: String(ranges[m]?.high ?? '') },
    ]),
  ) as Typed;

const limit = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** The ranges as sent: a measure with neither limit is left out (it has no range). */
export function rangesOf(typed: Typed): LogRanges {
  const ranges: LogRanges = {};
  for (const measure of LOG_MEASURES) {
    const low = limit(typed[measure].low);
    const high = limit(typed[measure].high);
    if (low !== null || high !== null) ranges[measure] = { low, high };
  }
  return ranges;
}

/** The owner's healthy ranges, by measure: a value outside one is marked for the circle. */
export function RangesForm({ recipientId, ranges }: { recipientId: string; ranges: LogRanges }) {
  const t = useT();
  const toast = useToast();
  const refusal = useRefusal('circle');
  const [typed, setTyped] = useState<Typed>(() => typedOf(ranges));
  const [failure, setFailure] = useState<string>();
  const [save, { isLoading }] = useSetCareLogRangesMutation();
  const set = (measure: LogMeasure, end: 'low' | 'high', value: string) =>
    setTyped((all) => ({ ...all, [measure]: { ...all[measure], [end]: value } }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    try {
      await save({ recipientId, ranges: rangesOf(typed) }).unwrap();
      toast({ title: t('careLog.ranges.saved') });
    } catch (error) {
      setFailure(refusal(error) ?? t('careLog.add.failed'));
    }
  };

  return (
    <form className="log-ranges" onSubmit={(e) => void submit(e)} noValidate>
      <p className="muted">{t('careLog.ranges.text')}</p>
      <FormAlert message={failure} />
      {LOG_MEASURES.map((measure) => {
        const name = t(`careLog.measure.${measure}`);
        return (
          <fieldset key={measure} className="log-ranges__row">
            <legend className="field__label">{name}</legend>
            {(['low', 'high'] as const).map((end) => (
              <input
                key={end}
                className="native-input"
                inputMode="decimal"
                aria-label={t(`careLog.ranges.${end}`, { measure: name })}
                placeholder={t(`careLog.ranges.${end}Short`)}
                value={typed[measure][end]}
                onChange={(e) => set(measure, end, e.target.value)}
              />
            ))}
          </fieldset>
        );
      })}
      <Button htmlType="submit" size="large" loading={isLoading}>
        {t('careLog.ranges.save')}
      </Button>
    </form>
  );
}
