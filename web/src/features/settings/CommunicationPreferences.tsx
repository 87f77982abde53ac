import { Skeleton, Switch } from 'antd';
import { withCommunicationDefaults, type CommunicationSettingKey } from '@tend/contracts';
import { useId, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useToast } from '../toasts/use-toast';
import {
  settingsApi,
  useGetCommunicationSettingsQuery,
  useUpdateCommunicationSettingMutation,
} from './settings.api';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/settings';
import { useGetProfileQuery } from '../profile/profile.api';
import { SmsPhonePrompt } from './SmsPhonePrompt';

/** Each setting, named in the catalogue (`settings.comms.<key>`, and `.text` for its line). */
const TOGGLES: CommunicationSettingKey[] = [
  'emailNotifications',
  'smsNotifications',
  'pushNotifications',
  'tipNotifications',
];

export function CommunicationPreferences() {
  const { data, isLoading, isError } = useGetCommunicationSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateCommunicationSettingMutation();
  const [pending, setPending] = useState<Partial<Record<CommunicationSettingKey, boolean>>>({});
  const [askingPhone, setAskingPhone] = useState(false);
  const { data: profile } = useGetProfileQuery();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const baseId = useId();
  const t = useT();

  if (isError) {
    return (
      <p className="field__error" role="alert">
        {t('settings.comms.loadFailed')}
      </p>
    );
  }

  const values = { ...withCommunicationDefaults(data), ...pending };
  // Text messages go nowhere without a number: she is asked for one before they are turned on.
  const needsPhone = (key: CommunicationSettingKey, value: boolean) =>
    key === 'smsNotifications' && value && !profile?.phoneNumber;

  const change = async (key: CommunicationSettingKey, value: boolean) => {
    setPending({ [key]: value });
    try {
      await update({ [key]: value }).unwrap();
      // Keep the new value shown while the settings are fetched again (no flicker back).
      dispatch(
        settingsApi.util.updateQueryData('getCommunicationSettings', undefined, (draft) => ({
          ...withCommunicationDefaults(draft),
          [key]: value,
        })),
      );
    } catch {
      toast({
        title: t('settings.updateFailed'),
        description: t('settings.comms.failed'),
        variant: 'destructive',
      });
    } finally {
      setPending({});
    }
  };

  // While loading, the same rows with a skeleton where each switch goes: nothing below moves when
  // the values arrive, so a tap meant for the legal links never lands on the Danger Zone.
  return (
    <div>
      <ul className="toggle-list" aria-busy={isLoading || undefined}>
        {TOGGLES.map((key) => {
          const labelId = `${baseId}-${key}`;
          return (
            <li key={key} className="toggle-row">
              <div className="toggle-row__text">
                <span id={labelId} className="toggle-row__label">
                  {t(`settings.comms.${key}`)}
                </span>
                <span className="toggle-row__description">{t(`settings.comms.${key}.text`)}</span>
              </div>
              {isLoading ? (
                <Skeleton.Button
                  active
                  size="small"
                  shape="round"
                  className="toggle-row__skeleton"
                  aria-hidden
                />
              ) : (
                <Switch
                  checked={values[key]}
                  disabled={saving || (key === 'smsNotifications' && askingPhone)}
                  aria-labelledby={labelId}
                  onChange={(checked) =>
                    needsPhone(key, checked) ? setAskingPhone(true) : void change(key, checked)
                  }
                />
              )}
              {key === 'smsNotifications' && askingPhone ? (
                <SmsPhonePrompt
                  onCancel={() => setAskingPhone(false)}
                  onSaved={() => {
                    setAskingPhone(false);
                    void change('smsNotifications', true);
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {saving ? (
        <p className="muted saving-note" role="status">
          {t('settings.comms.saving')}
        </p>
      ) : null}
    </div>
  );
}
