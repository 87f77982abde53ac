import { useState, type FormEvent } from 'react';
import { useRefusal } from '../../i18n/refusals';
import { useFieldErrors } from '../../lib/use-field-errors';
import { CurrentPasswordField } from '../../components/AuthFields';
import { NewPasswordField, newPasswordProblem } from '../../components/NewPasswordField';
import { FormAlert } from '../../components/FormAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { useChangePasswordMutation } from '../password-reset/password.api';
import { useToast } from '../toasts/use-toast';

export const ChangePasswordTexts = {
  currentRequired: 'Please enter your current password',
  failed: 'Failed to change your password. Please try again.',
  changed: 'Your password has been changed. Any other devices have been signed out.',
} as const;

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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setChanged(false);
    const found: Errors = {};
    if (!current) found.current = ChangePasswordTexts.currentRequired;
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
        title: 'Password Changed',
        description: ChangePasswordTexts.changed,
        variant: 'success',
      });
    } catch (err) {
      setFailure(refusal(err) ?? ChangePasswordTexts.failed);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <FormAlert message={failure} />
      {changed ? (
        <p className="form-success" role="status">
          {ChangePasswordTexts.changed}
        </p>
      ) : null}
      <CurrentPasswordField
        value={current}
        error={errors.current}
        onChange={editing('current', setCurrent)}
      />
      <NewPasswordField value={next} error={errors.next} onChange={editing('next', setNext)} />
      <SubmitButton busy={isLoading} busyLabel="Saving...">
        Change password
      </SubmitButton>
    </form>
  );
}
