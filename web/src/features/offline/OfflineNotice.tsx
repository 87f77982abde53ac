import { useT } from '../../i18n/LanguageProvider';
import { useOnline } from './use-online';
import './offline.css';

/**
 * Said at once when the connection drops (a phone in a lift, a basement, a hospital corridor), so a
 * failed send is no surprise; what was typed is kept (see features/drafts).
 */
export function OfflineNotice() {
  const online = useOnline();
  const t = useT();
  return (
    <div className="offline-notice" aria-live="polite">
      {online ? null : <p className="offline-notice__text">{t('app.offline')}</p>}
    </div>
  );
}
