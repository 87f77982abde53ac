import { Modal } from 'antd';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/home';

/** "Sign out?": asked before she is signed out, so a stray tap on a phone costs nothing. */
export default function SignOutDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={t('home.signOutConfirm.title')}
      className="sign-out-dialog"
      centered
      onCancel={onCancel}
      footer={[
        <button key="cancel" type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('home.signOutConfirm.cancel')}
        </button>,
        <button key="confirm" type="button" className="btn btn--primary" onClick={onConfirm}>
          {t('home.signOutConfirm.confirm')}
        </button>,
      ]}
    >
      <p className="sign-out-dialog__text">{t('home.signOutConfirm.text')}</p>
    </Modal>
  );
}
