import { isPhoneNumber } from '@tend/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '../../components/Field';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/settings';
import { useUpdateProfileMutation } from '../profile/profile.api';

/**
 * Asked when she turns on text messages with no phone number on file: the number, saved to her
 * profile, and then the messages turned on (`onSaved`). Cancel leaves them off.
 */
export function SmsPhonePrompt({
  onSaved,
  onCancel,
}: {
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const input = useRef<HTMLInputElement>(null);
  const t = useT();
  useEffect(() => input.current?.focus(), []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const number = phone.trim();
    if (!number || !isPhoneNumber(number)) {
      setError(t(number ? 'settings.sms.phoneFormat' : 'settings.sms.phoneRequired'));
      return;
    }
    try {
      await updateProfile({ phoneNumber: number }).unwrap();
      onSaved();
    } catch {
      setError(t('settings.sms.saveFailed'));
    }
  };

  return (
    <form
      className="sms-phone"
      aria-labelledby="sms-phone-title"
      noValidate
      onSubmit={(e) => void save(e)}
    >
      <p id="sms-phone-title" className="sms-phone__title">
        {t('settings.sms.title')}
      </p>
      <Field label={t('settings.sms.phone')} error={error} hint={t('settings.sms.hint')}>
        <input
          ref={input}
          className="native-input"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </Field>
      <div className="sms-phone__actions">
        <button type="submit" className="btn btn--primary" disabled={isLoading}>
          {t(isLoading ? 'settings.sms.saving' : 'settings.sms.save')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('settings.sms.cancel')}
        </button>
      </div>
    </form>
  );
}
