import { Modal } from 'antd';
import type { Conversation } from '@tend/contracts';

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
  return (
    <Modal
      open={conversation !== null}
      title="Delete this conversation?"
      className="coach-modal"
      centered
      onCancel={onCancel}
      footer={[
        <button key="cancel" type="button" className="btn btn--secondary" onClick={onCancel}>
          Cancel
        </button>,
        <button
          key="delete"
          type="button"
          className="btn btn--danger"
          onClick={() => {
            if (conversation) onDelete(conversation);
          }}
        >
          Delete
        </button>,
      ]}
    >
      <p style={{ margin: 0 }}>
        “{conversation?.title}” and its messages will be removed. This cannot be undone.
      </p>
    </Modal>
  );
}
