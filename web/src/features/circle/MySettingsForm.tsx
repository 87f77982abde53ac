import type { Circle, MySettings, UpdateNotices } from '@tend/contracts';
import { Button, Radio, Select, Switch } from 'antd';
import { useMemo, useState, type FormEvent } from 'react';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useT } from '../../i18n/LanguageProvider';
import { useRefusal } from '../../i18n/refusals';
import { browserTimeZone } from '../../lib/time-zone';
import { can } from './circle-roles';
import { QuietHoursChoice } from './QuietHoursChoice';
import { useUpdateMyCircleSettingsMutation } from './circle.api';

/** Every IANA time zone this browser knows, for the member's own. */
const allTimeZones = (): string[] => Intl.supportedValuesOf('timeZone');

/**
 * A member's own settings in this circle: their time zone (theirs or the circle's) and the quiet
 * hours their reminders keep in it, how they hear of updates, and (not a helper) whether they are reminded of doses
 * and refills. A failed save keeps what they chose and says why.
 */
export function MySettingsForm({ circle }: { circle: Circle }) {
  const t = useT();
  const refusal = useRefusal('circle');
  const [settings, setSettings] = useState<MySettings>(circle.yourSettings);
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [save, { isLoading }] = useUpdateMyCircleSettingsMutation();
  const reminders = can.takeDoseReminders(circle.yourRole);

  const change = (next: Partial<MySettings>) => {
    setSettings((current) => ({ ...current, ...next }));
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (settings.quietHours.from === settings.quietHours.until) return;
    try {
      await save({
        recipientId: circle.recipientId,
        timeZone: settings.timeZone,
        quietHours: settings.quietHours,
        updateNotices: settings.updateNotices,
        ...(reminders ? { doseReminders: settings.doseReminders } : {}),
      }).unwrap();
      setSaved(true);
    } catch (error) {
      setFailure(refusal(error) ?? t('circle.error.generic'));
    }
  };

  return (
    <section aria-labelledby="circle-mine-title" className="circle-section circle-mine">
      <h2 id="circle-mine-title" className="section-title">
        {t('circle.mine.title')}
      </h2>
      <form className="circle-form circle-card" onSubmit={(e) => void submit(e)} noValidate>
        <FormAlert message={failure} />
        <TimeZoneChoice circle={circle} timeZone={settings.timeZone} onChange={change} />
        <QuietHoursChoice quiet={settings.quietHours} onChange={change} />
        <fieldset className="circle-fieldset">
          <legend className="field__label">{t('circle.mine.notices')}</legend>
          <Radio.Group
            className="circle-choice"
            value={settings.updateNotices}
            onChange={(e) => change({ updateNotices: e.target.value as UpdateNotices })}
            options={[
              { value: 'each', label: t('circle.mine.noticesEach') },
              { value: 'daily', label: t('circle.mine.noticesDaily') },
            ]}
          />
        </fieldset>
        {reminders ? (
          <div className="circle-switch">
            <Switch
              id="circle-mine-reminders"
              checked={settings.doseReminders}
              onChange={(doseReminders) => change({ doseReminders })}
            />
            <label htmlFor="circle-mine-reminders">
              {t('circle.mine.reminders', { name: circle.recipientName })}
            </label>
          </div>
        ) : null}
        <p className="muted">{t(reminders ? 'circle.mine.quiet' : 'circle.mine.quietHelper')}</p>
        <Button type="primary" htmlType="submit" size="large" loading={isLoading} block>
          {t('circle.mine.save')}
        </Button>
        {saved ? (
          <p role="status" className="circle-saved">
            {t('circle.mine.saved')}
          </p>
        ) : null}
      </form>
    </section>
  );
}

/** The circle's time zone, or one of their own (this device's by default). */
function TimeZoneChoice({
  circle,
  timeZone,
  onChange,
}: {
  circle: Circle;
  timeZone: string | null;
  onChange: (next: Partial<MySettings>) => void;
}) {
  const t = useT();
  const zones = useMemo(
    () => allTimeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    [],
  );
  return (
    <fieldset className="circle-fieldset">
      <legend className="field__label">{t('circle.mine.timeZone')}</legend>
      <Radio.Group
        className="circle-choice circle-choice--stacked"
        value={timeZone === null ? 'circle' : 'own'}
        onChange={(e) =>
          onChange({ timeZone: e.target.value === 'circle' ? null : browserTimeZone() })
        }
        options={[
          {
            value: 'circle',
            label: t('circle.mine.timeZoneCircle', { timeZone: circle.timeZone }),
          },
          { value: 'own', label: t('circle.mine.timeZoneOwn') },
        ]}
      />
      {timeZone !== null ? (
        <Field label={t('circle.mine.timeZonePick')}>
          <Select<string>
            showSearch
            optionFilterProp="label"
            size="large"
            value={timeZone}
            options={zones}
            onChange={(zone) => onChange({ timeZone: zone })}
          />
        </Field>
      ) : null}
    </fieldset>
  );
}
