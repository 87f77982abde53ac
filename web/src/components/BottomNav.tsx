import {
  AppstoreOutlined,
  CustomerServiceOutlined,
  HomeOutlined,
  MessageOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useEligibilityEnabled } from '../features/config/config.api';
import { useSupport } from '../features/support/support-context';
import type { MessageId } from '../i18n/catalogue';
import { useT } from '../i18n/LanguageProvider';
import { useHeightVariable } from '../lib/use-height-variable';
import './bottom-nav.css';

interface NavLinkItem {
  kind: 'link';
  label: MessageId;
  to: string;
  icon: ReactNode;
}
interface NavActionItem {
  kind: 'support';
  label: MessageId;
  icon: ReactNode;
}

/**
 * Home, AI Coach, Support (opens the support modal), Programs (flag on only), Profile:
 * five columns with the flag on, four without.
 */
export function BottomNav() {
  const eligibilityEnabled = useEligibilityEnabled();
  const { openSupport } = useSupport();
  const { pathname } = useLocation();
  const t = useT();
  // Two rows of words when large text leaves no room for five columns: the screen leaves room.
  const list = useHeightVariable<HTMLUListElement>('--tend-nav-height');

  const items: Array<NavLinkItem | NavActionItem> = [
    { kind: 'link', label: 'app.nav.home', to: '/', icon: <HomeOutlined /> },
    { kind: 'link', label: 'app.nav.coach', to: '/ai-coach', icon: <MessageOutlined /> },
    { kind: 'support', label: 'app.nav.support', icon: <CustomerServiceOutlined /> },
    ...(eligibilityEnabled
      ? [
          {
            kind: 'link' as const,
            label: 'app.nav.programs' as const,
            to: '/eligibility',
            icon: <AppstoreOutlined />,
          },
        ]
      : []),
    { kind: 'link', label: 'app.nav.profile', to: '/profile', icon: <UserOutlined /> },
  ];

  return (
    <nav className="bottom-nav" aria-label={t('app.nav.label')}>
      <ul
        ref={list}
        className="bottom-nav__list"
        style={{ gridTemplateColumns: `repeat(${items.length}, 1fr)` }}
        data-columns={items.length}
      >
        {items.map((item) => (
          <li key={item.label}>
            {item.kind === 'link' ? (
              <Link
                to={item.to}
                className="bottom-nav__item"
                aria-current={pathname === item.to ? 'page' : undefined}
              >
                <span className="bottom-nav__icon" aria-hidden>
                  {item.icon}
                </span>
                <span>{t(item.label)}</span>
              </Link>
            ) : (
              <button
                type="button"
                className="bottom-nav__item"
                onClick={openSupport}
                aria-haspopup="dialog"
              >
                <span className="bottom-nav__icon" aria-hidden>
                  {item.icon}
                </span>
                <span>{t(item.label)}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
