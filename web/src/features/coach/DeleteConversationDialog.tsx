import { Modal } from 'antd';
import type { Conversation } from '@tend/contracts';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/coach';

/** Asks before a conversation is deleted; open while `conversation` is set. */
export function DeleteConversationDialog({
  conversation,
  onCancel,
  onDelete,
}: {
  conversation: Conversation | null;
  onCancel: () => void;
  onDelete: (conversation: Conversation) => void;
}) {
  const t = useT();
  return (
    <Modal
      open={conversation !== null}
      title={t('coach.delete.title')}
      className="coach-modal"
      centered
      onCancel={onCancel}
      footer={[
        <button key="cancel" type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('coach.cancel')}
        </button>,
        <button
          key="delete"
          type="button"
          className="btn btn--danger"
          onClick={() => {
            if (conversation) onDelete(conversation);
          }}
        >
          {t('coach.delete.confirm')}
        </button>,
      ]}
    >
      <p style={{ margin: 0 }}>{t('coach.delete.text', { title: conversation?.title ?? '' })}</p>
    </Modal>
  );
}
