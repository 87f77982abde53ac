import { useState, type FormEvent } from 'react';
import { useRefusal } from '../../i18n/refusals';
import { useFieldErrors } from '../../lib/use-field-errors';
import { CurrentPasswordField } from '../../components/AuthFields';
import { NewPasswordField, newPasswordProblem } from '../../components/NewPasswordField';
import { FormAlert } from '../../components/FormAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { useChangePasswordMutation } from '../password-reset/password.api';
import { useToast } from '../toasts/use-toast';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/settings';

type Errors = Partial<Record<'current' | 'next', string>>;

/** Settings' "Change password": the current password first; other devices are signed out after. */
export function ChangePasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { errors, setErrors, editing } = useFieldErrors<keyof Errors>();
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [change, { isLoading }] = useChangePasswordMutation();
  const refusal = useRefusal('profile');
  const toast = useToast();
  const t = useT();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setChanged(false);
    const found: Errors = {};
    if (!current) found.current = t('settings.delete.passwordRequired');
    const broken = newPasswordProblem(next);
    if (broken) found.next = broken;
    setErrors(found);
    if (found.current || found.next) return;
    try {
      await change({ currentPassword: current, newPassword: next }).unwrap();
      setCurrent('');
      setNext('');
      setChanged(true);
      toast({
        title: t('settings.changePassword.doneTitle'),
        description: t('settings.changePassword.done'),
        variant: 'success',
      });
    } catch (err) {
      setFailure(refusal(err) ?? t('settings.changePassword.failed'));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.changePassword.form')}>
      <FormAlert message={failure} />
      {changed ? (
        <p className="form-success" role="status">
          {t('settings.changePassword.done')}
        </p>
      ) : null}
      <CurrentPasswordField
        value={current}
        error={errors.current}
        onChange={editing('current', setCurrent)}
      />
      <NewPasswordField value={next} error={errors.next} onChange={editing('next', setNext)} />
      <SubmitButton busy={isLoading} busyLabel={t('settings.changePassword.saving')}>
        {t('settings.changePassword.submit')}
      </SubmitButton>
    </form>
  );
}
