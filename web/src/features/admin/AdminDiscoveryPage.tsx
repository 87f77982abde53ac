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

export const SUPER_ADMIN_ROLE = 'super_admin';

const TAB_KEYS = ['sources', 'jobs', 'add', 'referrals'] as const;
type TabKey = (typeof TAB_KEYS)[number];

/** The tab a link opens (`?tab=jobs`, from a crawl notification), else Content Sources. */
const asTabKey = (value: string | null): TabKey =>
  TAB_KEYS.find((key) => key === value) ?? 'sources';

function AccessDenied() {
  return (
    <main id="main" className="page-center">
      <div className="placeholder-card" style={{ maxWidth: 460, textAlign: 'center' }}>
        <LockOutlined style={{ fontSize: 32, color: palette.danger }} aria-hidden />
        <h1 className="page-title">Access Denied</h1>
        <p className="muted">
          Content Discovery Management requires Super Administrator privileges.
        </p>
        <Link to="/" className="btn btn--primary">
          Return Home
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
  if (user?.role !== SUPER_ADMIN_ROLE) return <AccessDenied />;

  return (
    <SimplePage title="Content Discovery">
      <Flex vertical gap="middle" className="admin">
        {/* Its words wrap on a narrow phone at a large font, instead of running past the window. */}
        <Tag
          color="error"
          icon={<LockOutlined aria-hidden />}
          styles={{ root: { alignSelf: 'flex-start', whiteSpace: 'normal' } }}
        >
          Admin Only - Super User Access Required
        </Tag>
        <Alert
          type="info"
          role="note"
          showIcon
          icon={<SafetyOutlined aria-hidden />}
          title={<strong>Legal compliance</strong>}
          description="Only add sources whose terms of service allow their content to be collected. Check robots.txt and review the terms before approving, and record your review in the legal notes. Discovered content is shown with its source and a link back."
        />
        <Alert
          type="warning"
          role="note"
          showIcon
          icon={<WarningOutlined aria-hidden />}
          title={<strong>Production system</strong>}
          description="Changes here take effect at once: approved sources are crawled, and what they publish reaches caregivers in the resources library and the coach's answers. Use Emergency Stop to withdraw a source immediately."
        />
        <Tabs
          className="admin-tabs"
          tabBarGutter={20}
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          items={[
            {
              key: 'sources',
              label: 'Content Sources',
              children: <SourcesTab onCrawlStarted={() => setTab('jobs')} />,
            },
            { key: 'jobs', label: 'Discovery Jobs', children: <JobsTab /> },
            {
              key: 'add',
              label: 'Add New Source',
              children: <AddSourceForm onCreated={() => setTab('sources')} />,
            },
            { key: 'referrals', label: 'Crisis Referrals', children: <CrisisReferralsTab /> },
          ]}
        />
      </Flex>
    </SimplePage>
  );
}
