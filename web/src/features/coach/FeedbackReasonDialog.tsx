import { Modal } from 'antd';
import type { FeedbackReason } from '@tend/contracts';
import { useId, useState } from 'react';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { useT } from '../../i18n/LanguageProvider';
import type { MessageId } from '../../i18n/catalogue';
import '../../i18n/parts/coach';

const REASONS: Array<{ value: FeedbackReason; label: MessageId }> = [
  { value: 'wrong', label: 'coach.feedback.reason.wrong' },
  { value: 'unsafe', label: 'coach.feedback.reason.unsafe' },
  { value: 'outdated', label: 'coach.feedback.reason.outdated' },
  { value: 'not_relevant', label: 'coach.feedback.reason.not_relevant' },
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
  const t = useT();
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
      title={t('coach.feedback.title')}
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
          {t('coach.cancel')}
        </button>,
        <button key="send" type="button" className="btn btn--primary" onClick={() => close(true)}>
          {t('coach.feedback.send')}
        </button>,
      ]}
    >
      <p id={labelId} className="muted" style={{ marginTop: 0 }}>
        {t('coach.feedback.hint')}
      </p>
      <ChoiceGroup
        labelledBy={labelId}
        choices={REASONS.map(({ value, label }) => ({ value, label: t(label) }))}
        value={reason}
        onChange={setReason}
      />
    </Modal>
  );
}
