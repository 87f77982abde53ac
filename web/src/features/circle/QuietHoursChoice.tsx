import type { QuietHours } from '@tend/contracts';
import { Select } from 'antd';
import { useMemo } from 'react';
import { Field } from '../../components/Field';
import { useLanguage } from '../../i18n/LanguageProvider';

/** The hour `hour` of a day as the reader says it: "9:00 PM", "9:00 p. m.". */
const hourText = (hour: number, language: string) =>
  new Date(2026, 0, 5, hour).toLocaleTimeString(language, { hour: 'numeric', minute: '2-digit' });

/**
 * The member's own quiet hours: from one hour until another on their clock (across midnight or
 * not). The same hour twice would mean no quiet or none at all, so it is refused here, as the
 * server would. Twenty-four hours need no virtual list (each hour is in the page to find).
 */
export function QuietHoursChoice({
  quiet,
  onChange,
}: {
  quiet: QuietHours;
  onChange: (next: { quietHours: QuietHours }) => void;
}) {
  const { t, language } = useLanguage();
  const hours = useMemo(
    () =>
      Array.from({ length: 24 }, (_, hour) => ({ value: hour, label: hourText(hour, language) })),
    [language],
  );
  const same = quiet.from === quiet.until;
  return (
    <fieldset className="circle-fieldset">
      <legend className="field__label">{t('circle.mine.quietHours')}</legend>
      <div className="circle-quiet-hours">
        <Field label={t('circle.mine.quietFrom')}>
          <Select<number>
            size="large"
            virtual={false}
            value={quiet.from}
            options={hours}
            onChange={(from) => onChange({ quietHours: { ...quiet, from } })}
          />
        </Field>
        <Field
          label={t('circle.mine.quietUntil')}
          error={same ? t('circle.mine.quietSame') : undefined}
        >
          <Select<number>
            size="large"
            virtual={false}
            value={quiet.until}
            options={hours}
            status={same ? 'error' : undefined}
            onChange={(until) => onChange({ quietHours: { ...quiet, until } })}
          />
        </Field>
      </div>
    </fieldset>
  );
}
