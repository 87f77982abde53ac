import {
  BellOutlined,
  CheckCircleFilled,
  ClockCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
  RightOutlined,
} from '@ant-design/icons';
import type { NotificationItem } from '@tend/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { QueryState } from '../../components/QueryState';
import { SimplePage } from '../../components/SimplePage';
import type { MessageId } from '../../i18n/catalogue';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/notifications';
import {
  useGetNotificationsInfiniteQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from './notifications.api';
import { relativeTime } from './relative-time';
import './notifications.css';

const TYPE_ICON = {
  success: { icon: <CheckCircleFilled />, label: 'notifications.type.success' },
  alert: { icon: <ExclamationCircleFilled />, label: 'notifications.type.alert' },
  reminder: { icon: <ClockCircleFilled />, label: 'notifications.type.reminder' },
  other: { icon: <InfoCircleFilled />, label: 'notifications.type.other' },
} as const satisfies Record<string, { icon: ReactNode; label: MessageId }>;

export default function NotificationsPage() {
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetNotificationsInfiniteQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const navigate = useNavigate();
  const t = useT();
  // Tapping marks it read and opens what it is about (a reminder the check-in, an export its
  // download), when it is about a page.
  const open = (item: NotificationItem) => {
    if (!item.read) void markRead(item.id);
    if (item.link) void navigate(item.link);
  };

  const pages = (data?.pages ?? []).filter((p): p is NonNullable<typeof p> => p !== null);
  const items = pages.flatMap((p) => p.items);
  const unreadCount = pages[0]?.unreadCount ?? 0;

  return (
    <SimplePage
      title={t('notifications.title')}
      narrow
      actions={
        // Offered only when there is something to mark: a button that does nothing is a puzzle.
        unreadCount > 0 ? (
          <button
            type="button"
            className="btn btn--link"
            onClick={() => void markAllRead()}
            disabled={markingAll}
          >
            {t('notifications.markAll')}
          </button>
        ) : null
      }
    >
      {/* Counted once the list has come ("No unread" while loading would mislead); the spinner
          below says it is loading. The line stays, empty, so nothing moves when it fills. */}
      <p className="muted notifications__count" aria-live="polite">
        {isLoading
          ? null
          : unreadCount === 0
            ? t('notifications.noneUnread')
            : t('notifications.unread', { count: unreadCount })}
      </p>
      <QueryState
        query={{ isLoading, isError, data: items }}
        loading={<PageSpinner label={t('notifications.loading')} />}
        error={t('notifications.loadFailed')}
        onRetry={refetch}
        isEmpty={(shown) => shown.length === 0}
        empty={
          <div className="notifications__empty">
            <BellOutlined aria-hidden className="notifications__empty-icon" />
            <h2>{t('notifications.empty.title')}</h2>
            <p className="muted">{t('notifications.empty.text')}</p>
          </div>
        }
      >
        {(shown) => (
          <>
            <ul className="notification-list">
              {shown.map((n) => (
                <NotificationRow key={n.id} item={n} onOpen={() => open(n)} />
              ))}
            </ul>
            {hasNextPage ? (
              <button
                type="button"
                className="btn btn--secondary btn--block"
                style={{ marginTop: 12 }}
                onClick={() => void fetchNextPage()}
                disabled={isFetchingNextPage}
              >
                {t(isFetchingNextPage ? 'notifications.loadingMore' : 'notifications.older')}
              </button>
            ) : null}
          </>
        )}
      </QueryState>
    </SimplePage>
  );
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const type = TYPE_ICON[item.type] ?? TYPE_ICON.other;
  const { t, language } = useLanguage();
  return (
    <li>
      <button
        type="button"
        className={`notification notification--${item.type}${item.read ? '' : ' notification--unread'}`}
        onClick={onOpen}
      >
        <span className="notification__icon" aria-hidden>
          {type.icon}
        </span>
        <span className="notification__body">
          <span className="notification__title">
            <span className="sr-only">
              {item.read ? '' : t('notifications.unreadMark')}
              {t(type.label)}:{' '}
            </span>
            {item.title}
          </span>
          <span className="notification__message">{item.message}</span>
          <time className="notification__time" dateTime={item.timestamp}>
            {relativeTime(item.timestamp, { language, justNow: t('notifications.justNow') })}
          </time>
        </span>
        {/* One narrow column for the unread dot and the "opens something" chevron, so a large
            text size still leaves the words the width. */}
        <span className="notification__end" aria-hidden>
          {item.read ? null : <span className="notification__dot" />}
          {item.link ? <RightOutlined className="notification__chevron" /> : null}
        </span>
      </button>
    </li>
  );
}
