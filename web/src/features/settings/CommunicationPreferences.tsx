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

const TOGGLES: Array<{ key: CommunicationSettingKey; label: string; description: string }> = [
  {
    key: 'emailNotifications',
    label: 'Email Notifications',
    description: 'Account updates and reminders by email',
  },
  {
    key: 'smsNotifications',
    label: 'SMS Notifications',
    description: 'Short text messages for important updates',
  },
  {
    key: 'pushNotifications',
    label: 'Push Notifications',
    description: 'Alerts in your browser or on your phone',
  },
  {
    key: 'tipNotifications',
    label: 'Care Tips & Guidance',
    description: 'Occasional practical caregiving tips',
  },
];

export function CommunicationPreferences() {
  const { data, isLoading, isError } = useGetCommunicationSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateCommunicationSettingMutation();
  const [pending, setPending] = useState<Partial<Record<CommunicationSettingKey, boolean>>>({});
  const toast = useToast();
  const dispatch = useAppDispatch();
  const baseId = useId();

  if (isError) {
    return (
      <p className="field__error" role="alert">
        Failed to load communication settings.
      </p>
    );
  }

  const values = { ...withCommunicationDefaults(data), ...pending };

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
        title: 'Update Failed',
        description: 'Failed to update settings. Please try again.',
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
        {TOGGLES.map((t) => {
          const labelId = `${baseId}-${t.key}`;
          return (
            <li key={t.key} className="toggle-row">
              <div className="toggle-row__text">
                <span id={labelId} className="toggle-row__label">
                  {t.label}
                </span>
                <span className="toggle-row__description">{t.description}</span>
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
                  checked={values[t.key]}
                  disabled={saving}
                  aria-labelledby={labelId}
                  onChange={(checked) => void change(t.key, checked)}
                />
              )}
            </li>
          );
        })}
      </ul>
      {saving ? (
        <p className="muted saving-note" role="status">
          Saving preferences...
        </p>
      ) : null}
    </div>
  );
}
