import { Button, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/LanguageProvider';

/** A button that asks first (remove, withdraw, hand over): the question in a dialog, yes or cancel. */
export function ConfirmButton({
  question,
  yes,
  danger,
  onConfirm,
  children,
}: {
  question: string;
  yes: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  children: ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button danger={danger} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Modal
        open={open}
        title={question}
        okText={yes}
        cancelText={t('circle.cancel')}
        okButtonProps={{ danger, loading: busy }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
