import { Button, Modal } from 'antd';
import { useState } from 'react';
import type { LogEntry } from '@tend/contracts';
import { useT } from '../../i18n/LanguageProvider';
import { useRefusal } from '../../i18n/refusals';
import { useToast } from '../toasts/use-toast';
import { useDeleteCareLogEntryMutation } from './care-log.api';

/**
 * "Edit" and "Delete" on an entry the reader may change (hers, or any for the owner). Deleting
 * asks first, naming the entry and its time, as a mistaken tap at night must not lose one.
 */
export function EntryActions({
  recipientId,
  entry,
  named,
  onEdit,
  onDeleted,
}: {
  recipientId: string;
  entry: LogEntry;
  /** The entry in words with its time: "Blood sugar 620 mg/dL, Thu, Nov 26, 11:04 PM". */
  named: string;
  onEdit: () => void;
  onDeleted: (entryId: string) => void;
}) {
  const t = useT();
  const toast = useToast();
  const refusal = useRefusal('circle');
  const [remove, { isLoading }] = useDeleteCareLogEntryMutation();
  const [asking, setAsking] = useState(false);

  const confirmDelete = async () => {
    setAsking(false);
    try {
      await remove({ recipientId, entryId: entry.id }).unwrap();
      toast({ title: t('careLog.delete.done') });
      onDeleted(entry.id);
    } catch (error) {
      toast({ title: refusal(error) ?? t('careLog.delete.failed'), variant: 'destructive' });
    }
  };

  return (
    <div className="log-entry__actions">
      <Button onClick={onEdit} aria-label={t('careLog.edit.buttonLabel', { entry: named })}>
        {t('careLog.edit.button')}
      </Button>
      <Button
        danger
        loading={isLoading}
        aria-label={t('careLog.delete.buttonLabel', { entry: named })}
        onClick={() => setAsking(true)}
      >
        {t('careLog.delete.button')}
      </Button>
      {/* A dialog, not a popover: centred on a phone, with large buttons for a tired hand. */}
      <Modal
        open={asking}
        centered
        title={t('careLog.delete.confirm', { entry: named })}
        okText={t('careLog.delete.confirmOk')}
        cancelText={t('careLog.cancel')}
        okButtonProps={{ danger: true, size: 'large' }}
        cancelButtonProps={{ size: 'large' }}
        onOk={() => void confirmDelete()}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      />
    </div>
  );
}
