import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/notifications';
import { useGetNotificationsInfiniteQuery } from './notifications.api';

/**
 * The header's link to /notifications with the unread count on it. It reads the inbox's first
 * page, the same cache the notifications screen fills, so marking one read updates the count.
 * Its name shows under the bell, as the header's other links show theirs (home/AccountLinks.tsx).
 */
export function NotificationsBell() {
  const { data } = useGetNotificationsInfiniteQuery();
  const unread = data?.pages[0]?.unreadCount ?? 0;
  const t = useT();
  // Named by what it shows, "Notifications", and then, said only, how many are unread
  // ("Notifications, 3 unread"); the badge's number is for the eye.
  return (
    <Link to="/notifications" className="account-link">
      <Badge count={unread} size="small" overflowCount={99} aria-hidden>
        <BellOutlined className="account-link__icon" />
      </Badge>
      <span className="account-link__label">{t('notifications.bell')}</span>
      {unread > 0 ? (
        <span className="sr-only">, {t('notifications.unread', { count: unread })}</span>
      ) : null}
    </Link>
  );
}
