import { ArrowLeftOutlined, DownloadOutlined, MenuOutlined } from '@ant-design/icons';
import type { CareCoachAvatarIdValue } from '@tend/contracts';
import { Link } from 'react-router-dom';
import { CareCoachAvatar } from '../avatars/CareCoachAvatar';
import { HelpNowLink } from '../resources/HelpNow';
import { useLanguage } from '../../i18n/LanguageProvider';
import '../../i18n/parts/coach';

/**
 * The coach's header: back home, the coach and whether it is offline, Help now (the help lines),
 * export, the drawer's menu.
 */
export function CoachHeader({
  avatarId,
  coachName,
  offline,
  canExport,
  onExport,
  drawerOpen,
  onOpenDrawer,
}: {
  avatarId: CareCoachAvatarIdValue;
  coachName: string;
  offline: boolean;
  canExport: boolean;
  onExport: () => void;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}) {
  const { t, rich } = useLanguage();
  return (
    <header className="coach__header">
      <Link to="/" className="icon-link" aria-label={t('app.backHome')}>
        <ArrowLeftOutlined aria-hidden />
      </Link>
      <CareCoachAvatar id={avatarId} size={40} decorative />
      <div className="coach__heading">
        <h1 className="coach__title">{t('coach.title')}</h1>
        <p className="coach__subtitle">
          {coachName}
          {offline ? (
            <span className="coach__offline">
              {rich('coach.offlineMode', {
                more: (words) => <span className="coach__offline-more">{words}</span>,
              })}
            </span>
          ) : null}
        </p>
      </div>
      <HelpNowLink className="coach__help-now" />
      <button
        type="button"
        className="icon-link coach__icon-button"
        aria-label={t('coach.export')}
        disabled={!canExport}
        onClick={onExport}
      >
        <DownloadOutlined aria-hidden />
      </button>
      <button
        type="button"
        className="icon-link coach__icon-button coach__menu"
        aria-label={t('coach.conversations')}
        aria-expanded={drawerOpen}
        onClick={onOpenDrawer}
      >
        <MenuOutlined aria-hidden />
      </button>
    </header>
  );
}
