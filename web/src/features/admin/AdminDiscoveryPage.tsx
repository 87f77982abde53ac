import { LockOutlined, SafetyOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Flex, Tag, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { palette } from '../../app/palette';
import { SimplePage } from '../../components/SimplePage';
import { useAuth } from '../auth/use-auth';
import { AddSourceForm } from './AddSourceForm';
import { CrisisReferralsTab } from './CrisisReferralsTab';
import { JobsTab } from './JobsTab';
import { SourcesTab } from './SourcesTab';
import './admin.css';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/admin';

export const SUPER_ADMIN_ROLE = 'super_admin';

const TAB_KEYS = ['sources', 'jobs', 'add', 'referrals'] as const;
type TabKey = (typeof TAB_KEYS)[number];

/** The tab a link opens (`?tab=jobs`, from a crawl notification), else Content Sources. */
const asTabKey = (value: string | null): TabKey =>
  TAB_KEYS.find((key) => key === value) ?? 'sources';

function AccessDenied() {
  const t = useT();
  return (
    <main id="main" className="page-center">
      <div className="placeholder-card" style={{ maxWidth: 460, textAlign: 'center' }}>
        <LockOutlined style={{ fontSize: 32, color: palette.danger }} aria-hidden />
        <h1 className="page-title">{t('admin.denied.title')}</h1>
        <p className="muted">{t('admin.denied.text')}</p>
        <Link to="/" className="btn btn--primary">
          {t('admin.denied.home')}
        </Link>
      </div>
    </main>
  );
}

/** Content Discovery Management: super administrators only; everyone else sees 'Access Denied'. */
export default function AdminDiscoveryPage() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<TabKey>(() => asTabKey(searchParams.get('tab')));
  const t = useT();
  if (user?.role !== SUPER_ADMIN_ROLE) return <AccessDenied />;

  return (
    <SimplePage title={t('admin.title')}>
      <Flex vertical gap="middle" className="admin">
        {/* Its words wrap on a narrow phone at a large font, instead of running past the window. */}
        <Tag
          color="error"
          icon={<LockOutlined aria-hidden />}
          styles={{ root: { alignSelf: 'flex-start', whiteSpace: 'normal' } }}
        >
          {t('admin.only')}
        </Tag>
        <Alert
          type="info"
          role="note"
          showIcon
          icon={<SafetyOutlined aria-hidden />}
          title={<strong>{t('admin.legal.title')}</strong>}
          description={t('admin.legal.text')}
        />
        <Alert
          type="warning"
          role="note"
          showIcon
          icon={<WarningOutlined aria-hidden />}
          title={<strong>{t('admin.production.title')}</strong>}
          description={t('admin.production.text')}
        />
        <Tabs
          className="admin-tabs"
          tabBarGutter={20}
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          items={[
            {
              key: 'sources',
              label: t('admin.tab.sources'),
              children: <SourcesTab onCrawlStarted={() => setTab('jobs')} />,
            },
            { key: 'jobs', label: t('admin.tab.jobs'), children: <JobsTab /> },
            {
              key: 'add',
              label: t('admin.tab.add'),
              children: <AddSourceForm onCreated={() => setTab('sources')} />,
            },
            {
              key: 'referrals',
              label: t('admin.tab.referrals'),
              children: <CrisisReferralsTab />,
            },
          ]}
        />
      </Flex>
    </SimplePage>
  );
}
