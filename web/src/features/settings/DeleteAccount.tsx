import { Button, Modal } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../lib/api-error';
import { browser } from '../../lib/navigation';
import { CurrentPasswordField } from '../../components/AuthFields';
import { useDeleteAccountMutation } from '../auth/auth.api';
import { useClearSession } from '../auth/use-sign-out';
import { useToast } from '../toasts/use-toast';
import { ACCOUNT_DELETED_PATH } from './account-deleted-path';
import type { MessageId } from '../../i18n/catalogue';
import { useT } from '../../i18n/LanguageProvider';
import { useRefusal } from '../../i18n/refusals';
import '../../i18n/parts/settings';

/** After a successful deletion the app moves on after 1 second, to the page that says what happened. */
export const DELETION_REDIRECT_MS = 1000;

/** What deleting removes, said in the dialog. */
const REMOVED: MessageId[] = [
  'settings.delete.removed.profile',
  'settings.delete.removed.conversations',
  'settings.delete.removed.assessments',
  'settings.delete.removed.resources',
  'settings.delete.removed.eligibility',
];

/** Whether the server refused what was typed (a wrong password): its reason goes in the dialog. */
function refusedTyped(error: unknown): boolean {
  return isApiError(error) && error.status === 400;
}

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const clearSession = useClearSession();
  const toast = useToast();
  const t = useT();
  const refusal = useRefusal('profile');

  const close = () => {
    setOpen(false);
    setPassword('');
    setProblem(null);
  };

  const confirm = async () => {
    if (!password) {
      setProblem(t('settings.delete.passwordRequired'));
      return;
    }
    try {
      await deleteAccount({ currentPassword: password }).unwrap();
      toast({
        title: t('settings.delete.done.title'),
        description: t('settings.delete.done.text'),
        variant: 'success',
      });
      window.setTimeout(() => browser.assign(ACCOUNT_DELETED_PATH), DELETION_REDIRECT_MS);
      close();
      clearSession();
    } catch (error) {
      const reason = refusedTyped(error) ? refusal(error) : undefined;
      if (reason) setProblem(reason);
      else
        toast({
          title: t('settings.delete.failed.title'),
          description: t('settings.delete.failed.text'),
          variant: 'destructive',
        });
    }
  };

  return (
    <>
      <p style={{ marginTop: 0 }}>{t('settings.delete.intro')}</p>
      <Button danger onClick={() => setOpen(true)}>
        {t('settings.delete.button')}
      </Button>
      <Modal
        open={open}
        onCancel={() => !isLoading && close()}
        title={t('settings.delete.confirmTitle')}
        centered
        footer={[
          <Button key="cancel" onClick={close} disabled={isLoading}>
            {t('settings.delete.cancel')}
          </Button>,
          <Button
            key="delete"
            danger
            type="primary"
            loading={isLoading}
            onClick={() => void confirm()}
          >
            {t(isLoading ? 'settings.delete.deleting' : 'settings.delete.confirm')}
          </Button>,
        ]}
      >
        <p>{t('settings.delete.removes')}</p>
        <ul>
          {REMOVED.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
        <CurrentPasswordField
          label={t('settings.delete.password')}
          value={password}
          error={problem ?? undefined}
          onChange={(value) => {
            setPassword(value);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void confirm();
          }}
        />
      </Modal>
    </>
  );
}
