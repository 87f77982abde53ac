import { Modal } from 'antd';
import { useState } from 'react';
import { Field } from '../../components/Field';
import { useLanguage } from '../../i18n/LanguageProvider';
import { instantOfWall, timeIn } from './dose-time';

/** "Skipped" asks why: the reason is required, as the API requires it. */
export function SkipDialog({
  medicationName,
  busy,
  onSkip,
  onCancel,
}: {
  medicationName: string;
  busy: boolean;
  onSkip: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLanguage();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const skip = () => {
    if (!reason.trim()) setError(t('medications.today.reasonNeeded'));
    else onSkip(reason.trim());
  };
  return (
    <Modal
      open
      title={t('medications.today.skipTitle', { name: medicationName })}
      okText={t('medications.today.skip')}
      cancelText={t('medications.cancel')}
      okButtonProps={{ loading: busy, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      onOk={skip}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Field label={t('medications.today.reason')} error={error}>
        <textarea
          className="native-input"
          rows={3}
          maxLength={500}
          value={reason}
          placeholder={t('medications.today.reasonExample')}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
    </Modal>
  );
}

/** A dose given earlier than it is logged: its real time today, as the recipient's clock showed. */
export function LateDialog({
  medicationName,
  day,
  timeZone,
  initialTime,
  timeLabel,
  busy,
  onGiven,
  onCancel,
}: {
  medicationName: string;
  /** The day on screen in the circle, `YYYY-MM-DD` (today, or an earlier day looked back at). */
  day: string;
  timeZone: string;
  /** `HH:mm` to start from (a forgotten dose's own time); the clock's now by default. */
  initialTime?: string;
  /** The field's label, for a day that is not today. */
  timeLabel?: string;
  busy: boolean;
  onGiven: (at: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLanguage();
  const [time, setTime] = useState(() => initialTime ?? timeIn(new Date(), timeZone));
  const [error, setError] = useState<string>();
  const give = () => {
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return setError(t('medications.today.timeNeeded'));
    const at = instantOfWall(`${day}T${time}`, timeZone);
    if (Date.parse(at) > Date.now() + 60_000) return setError(t('medications.today.timeToCome'));
    onGiven(at);
  };
  return (
    <Modal
      open
      title={t('medications.today.lateTitle', { name: medicationName })}
      okText={t('medications.today.given')}
      cancelText={t('medications.cancel')}
      okButtonProps={{ loading: busy, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      onOk={give}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Field
        label={timeLabel ?? t('medications.today.lateTime')}
        hint={t('medications.today.timeZone', { timeZone })}
        error={error}
      >
        <input
          className="native-input"
          type="time"
          value={time}
          onChange={(e) => setTime(e.target.value)}
        />
      </Field>
    </Modal>
  );
}

/** "Already given at 8:05 AM by Ana. Give again?": the API's question, answered yes or no. */
export function GiveAgainDialog({
  question,
  busy,
  onGive,
  onCancel,
}: {
  question: string;
  busy: boolean;
  onGive: () => void;
  onCancel: () => void;
}) {
  const { t } = useLanguage();
  return (
    <Modal
      open
      title={question}
      okText={t('medications.today.giveAgain')}
      cancelText={t('medications.today.dontGive')}
      okButtonProps={{ loading: busy, size: 'large', danger: true }}
      cancelButtonProps={{ size: 'large' }}
      onOk={onGive}
      onCancel={onCancel}
    >
      <p>{t('medications.today.giveAgainText')}</p>
    </Modal>
  );
}
