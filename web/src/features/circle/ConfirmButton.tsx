import { Button, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/LanguageProvider';

/**
 * A button that asks first (remove, withdraw, hand over, leave): the question in a dialog, yes or
 * no ("Cancel" unless the question itself is about cancelling: then its own word).
 */
export function ConfirmButton({
  question,
  detail,
  yes,
  no,
  danger,
  label,
  onConfirm,
  children,
}: {
  question: string;
  /** A sentence under the question: what follows from saying yes. */
  detail?: string;
  yes: string;
  no?: string;
  danger?: boolean;
  /** The button's name when its words alone do not say which thing it is about. */
  label?: string;
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
      <Button danger={danger} aria-label={label} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Modal
        open={open}
        title={question}
        okText={yes}
        cancelText={no ?? t('circle.cancel')}
        okButtonProps={{ danger, loading: busy }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        {detail ? <p>{detail}</p> : null}
      </Modal>
    </>
  );
}
