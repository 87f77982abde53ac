import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { Link } from 'react-router-dom';
import { useGetNotificationsInfiniteQuery } from './notifications.api';

/** The unread count the bell says out loud: "Notifications, 3 unread". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The header's link to /notifications with the unread count on it. It reads the inbox's first
 * page, the same cache the notifications screen fills, so marking one read updates the count.
 */
export function NotificationsBell() {
  const { data } = useGetNotificationsInfiniteQuery();
  const unread = data?.pages[0]?.unreadCount ?? 0;
  return (
    <Link to="/notifications" className="icon-link" aria-label={bellLabel(unread)}>
      <Badge count={unread} size="small" overflowCount={99} aria-hidden>
        <BellOutlined />
      </Badge>
    </Link>
  );
}
