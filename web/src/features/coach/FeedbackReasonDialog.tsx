import { Modal } from 'antd';
import type { FeedbackReason } from '@tend/contracts';
import { useId, useState } from 'react';
import { ChoiceGroup } from '../../components/ChoiceGroup';

const REASONS: Array<{ value: FeedbackReason; label: string }> = [
  { value: 'wrong', label: 'It was wrong or inaccurate' },
  { value: 'unsafe', label: 'It could be unsafe' },
  { value: 'outdated', label: 'It seems out of date' },
  { value: 'not_relevant', label: 'It did not answer my question' },
];

/** A thumbs-down asks why, without insisting: sending without a reason is fine. */
export function FeedbackReasonDialog({
  open,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  onCancel: () => void;
  onSubmit: (reason: FeedbackReason | undefined) => void;
}) {
  const [reason, setReason] = useState<FeedbackReason | undefined>();
  const labelId = useId();
  const close = (send: boolean) => {
    if (send) onSubmit(reason);
    else onCancel();
    setReason(undefined);
  };
  return (
    <Modal
      open={open}
      title="What was wrong with this answer?"
      className="coach-modal"
      onCancel={() => close(false)}
      centered
      destroyOnHidden
      footer={[
        <button
          key="cancel"
          type="button"
          className="btn btn--secondary"
          onClick={() => close(false)}
        >
          Cancel
        </button>,
        <button key="send" type="button" className="btn btn--primary" onClick={() => close(true)}>
          Send feedback
        </button>,
      ]}
    >
      <p id={labelId} className="muted" style={{ marginTop: 0 }}>
        Choose a reason if one fits (optional). It helps us make the coach safer.
      </p>
      <ChoiceGroup labelledBy={labelId} choices={REASONS} value={reason} onChange={setReason} />
    </Modal>
  );
}
