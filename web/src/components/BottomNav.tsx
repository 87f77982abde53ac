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
import { useHeightVariable } from '../lib/use-height-variable';
import './bottom-nav.css';

interface NavLinkItem {
  kind: 'link';
  label: string;
  to: string;
  icon: ReactNode;
}
interface NavActionItem {
  kind: 'support';
  label: string;
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
  // Two rows of words when large text leaves no room for five columns: the screen leaves room.
  const list = useHeightVariable<HTMLUListElement>('--tend-nav-height');

  const items: Array<NavLinkItem | NavActionItem> = [
    { kind: 'link', label: 'Home', to: '/', icon: <HomeOutlined /> },
    { kind: 'link', label: 'AI Coach', to: '/ai-coach', icon: <MessageOutlined /> },
    { kind: 'support', label: 'Support', icon: <CustomerServiceOutlined /> },
    ...(eligibilityEnabled
      ? [
          {
            kind: 'link' as const,
            label: 'Programs',
            to: '/eligibility',
            icon: <AppstoreOutlined />,
          },
        ]
      : []),
    { kind: 'link', label: 'Profile', to: '/profile', icon: <UserOutlined /> },
  ];

  return (
    <nav className="bottom-nav" aria-label="Main">
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
                <span>{item.label}</span>
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
                <span>{item.label}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
