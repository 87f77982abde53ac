import { Button, Modal } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../lib/api-error';
import { browser } from '../../lib/navigation';
import { CurrentPasswordField } from '../../components/AuthFields';
import { useDeleteAccountMutation } from '../auth/auth.api';
import { useClearSession } from '../auth/use-sign-out';
import { useToast } from '../toasts/use-toast';
import { ACCOUNT_DELETED_PATH } from './account-deleted-path';

/** After a successful deletion the app moves on after 1 second, to the page that says what happened. */
export const DELETION_REDIRECT_MS = 1000;

export const DeleteAccountTexts = {
  passwordRequired: 'Please enter your current password',
} as const;

const REMOVED = [
  'Your profile and care recipient information',
  'Your AI Coach conversation history',
  'Your assessment results and recommendations',
  'Your saved resources and bookmarks',
  'Your eligibility applications',
];

/** The server's reason when it refused what was typed (a wrong password): said in the dialog. */
function refusal(error: unknown): string | null {
  return isApiError(error) && error.status === 400 ? (error.userMessage ?? null) : null;
}

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const clearSession = useClearSession();
  const toast = useToast();

  const close = () => {
    setOpen(false);
    setPassword('');
    setProblem(null);
  };

  const confirm = async () => {
    if (!password) {
      setProblem(DeleteAccountTexts.passwordRequired);
      return;
    }
    try {
      await deleteAccount({ currentPassword: password }).unwrap();
      toast({
        title: 'Account Deleted',
        description: 'Your account and all data have been permanently deleted.',
        variant: 'success',
      });
      window.setTimeout(() => browser.assign(ACCOUNT_DELETED_PATH), DELETION_REDIRECT_MS);
      close();
      clearSession();
    } catch (error) {
      const reason = refusal(error);
      if (reason) setProblem(reason);
      else
        toast({
          title: 'Deletion Failed',
          description: 'Failed to delete account. Please try again or contact support.',
          variant: 'destructive',
        });
    }
  };

  return (
    <>
      <p style={{ marginTop: 0 }}>
        Permanently delete your Tend account and everything in it. This cannot be undone.
      </p>
      <Button danger onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <Modal
        open={open}
        onCancel={() => !isLoading && close()}
        title="Are you absolutely sure?"
        centered
        footer={[
          <Button key="cancel" onClick={close} disabled={isLoading}>
            Cancel
          </Button>,
          <Button
            key="delete"
            danger
            type="primary"
            loading={isLoading}
            onClick={() => void confirm()}
          >
            {isLoading ? 'Deleting...' : 'Yes, delete my account'}
          </Button>,
        ]}
      >
        <p>This permanently deletes your account and removes:</p>
        <ul>
          {REMOVED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <CurrentPasswordField
          label="Enter your password to confirm"
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
