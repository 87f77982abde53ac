import { Button, Modal } from 'antd';
import { useState } from 'react';
import { browser } from '../../lib/navigation';
import { useDeleteAccountMutation } from '../auth/auth.api';
import { useClearSession } from '../auth/use-sign-out';
import { useToast } from '../toasts/use-toast';

/** After a successful deletion the app goes home after 1 second. */
export const DELETION_REDIRECT_MS = 1000;

const REMOVED = [
  'Your profile and care recipient information',
  'Your AI Coach conversation history',
  'Your assessment results and recommendations',
  'Your saved resources and bookmarks',
  'Your eligibility applications',
];

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const clearSession = useClearSession();
  const toast = useToast();

  const confirm = async () => {
    try {
      await deleteAccount().unwrap();
      toast({
        title: 'Account Deleted',
        description: 'Your account and all data have been permanently deleted.',
        variant: 'success',
      });
      window.setTimeout(() => browser.assign('/'), DELETION_REDIRECT_MS);
      setOpen(false);
      clearSession();
    } catch {
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
        onCancel={() => !isLoading && setOpen(false)}
        title="Are you absolutely sure?"
        centered
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)} disabled={isLoading}>
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
      </Modal>
    </>
  );
}
