import {
  AuditOutlined,
  CheckCircleOutlined,
  PlayCircleOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { crawlRefusal, isCrawlable, type ContentSource } from '@tend/contracts';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../lib/api-error';
import { useToast } from '../toasts/use-toast';
import { ApproveDialog, AuditDialog, EmergencyStopDialog } from './SourceDialogs';
import {
  useApproveSourceMutation,
  useEmergencyStopMutation,
  useStartCrawlMutation,
} from './discovery.api';
import { SourcePages } from './SourcePages';
import { AdminCard } from './AdminCard';
import { ApprovalStatusColors, ApprovalStatusLabels, offeredActions } from './source-display';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/admin';

function Indicator({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return <Tag color={ok ? 'success' : 'default'}>{ok ? yes : no}</Tag>;
}

/** A file's name, the same in every language. */
const ROBOTS_FILE = 'robots.txt';

function SourceCard({
  source,
  onApprove,
  onStop,
  onCrawl,
  onAudit,
  crawling,
}: {
  source: ContentSource;
  onApprove: () => void;
  onStop: () => void;
  onCrawl: () => void;
  onAudit: () => void;
  crawling: boolean;
}) {
  const actions = offeredActions(source.approvalStatus);
  // An approved source the service would refuse to crawl says why, beside a disabled button.
  const refusal = isCrawlable(source.approvalStatus) ? crawlRefusal(source) : undefined;
  const refusalId = `crawl-refusal-${source.id}`;
  const headingId = `source-${source.id}`;
  const t = useT();
  return (
    <AdminCard labelledBy={headingId}>
      <Flex align="flex-start" gap="small">
        <Flex vertical flex={1} style={{ minWidth: 0 }}>
          {/* Under the page's h1 (the tabs have no heading of their own). */}
          <h2 id={headingId} className="source-card__name">
            {source.name}
          </h2>
          <a
            href={source.baseUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="source-card__url"
          >
            {source.baseUrl}
          </a>
        </Flex>
        <Tag color={ApprovalStatusColors[source.approvalStatus]}>
          {ApprovalStatusLabels[source.approvalStatus]}
        </Tag>
      </Flex>
      <dl className="admin-facts">
        <div>
          <dt>{t('admin.source.category')}</dt>
          <dd>{source.category}</dd>
        </div>
        <div>
          <dt>{t('admin.source.depth')}</dt>
          <dd>{source.crawlDepth}</dd>
        </div>
        <div>
          <dt>{t('admin.source.frequency')}</dt>
          <dd>{source.crawlFrequency}</dd>
        </div>
        <div>
          <dt>{t('admin.source.active')}</dt>
          <dd>{t(source.isActive ? 'admin.source.yes' : 'admin.source.no')}</dd>
        </div>
        <div>
          <dt>{ROBOTS_FILE}</dt>
          <dd>
            <Indicator
              ok={source.robotsTxtCompliant}
              yes={t('admin.source.compliant')}
              no={t('admin.source.notChecked')}
            />
          </dd>
        </div>
        <div>
          <dt>{t('admin.source.terms')}</dt>
          <dd>
            <Indicator
              ok={source.tosReviewed}
              yes={t('admin.source.reviewed')}
              no={t('admin.source.notReviewed')}
            />
          </dd>
        </div>
        <div>
          <dt>{t('admin.source.documents')}</dt>
          <dd>{source.documentCount}</dd>
        </div>
      </dl>
      {source.legalReviewNotes ? (
        <Typography.Text>
          <strong>{t('admin.source.legalNotes')}</strong> {source.legalReviewNotes}
        </Typography.Text>
      ) : null}
      {refusal ? (
        <Typography.Text type="secondary" id={refusalId}>
          {refusal}
        </Typography.Text>
      ) : null}
      <Flex wrap gap="small">
        {actions.includes('approve') ? (
          <Button type="primary" icon={<CheckCircleOutlined aria-hidden />} onClick={onApprove}>
            {t('admin.source.approve')}
          </Button>
        ) : null}
        {isCrawlable(source.approvalStatus) ? (
          <Button
            icon={<PlayCircleOutlined aria-hidden />}
            onClick={onCrawl}
            disabled={crawling || Boolean(refusal)}
            aria-describedby={refusal ? refusalId : undefined}
          >
            {t(crawling ? 'admin.source.starting' : 'admin.source.crawl')}
          </Button>
        ) : null}
        {actions.includes('emergency_stop') ? (
          <Button type="primary" danger icon={<StopOutlined aria-hidden />} onClick={onStop}>
            {t('admin.source.stop')}
          </Button>
        ) : null}
        <Button type="link" icon={<AuditOutlined aria-hidden />} onClick={onAudit}>
          {t('admin.source.audit')}
        </Button>
      </Flex>
    </AdminCard>
  );
}

export function SourcesTab({ onCrawlStarted }: { onCrawlStarted: () => void }) {
  const [approve, { isLoading: approving }] = useApproveSourceMutation();
  const [stop, { isLoading: stopping }] = useEmergencyStopMutation();
  const [crawl, { isLoading: crawling, originalArgs: crawlingId }] = useStartCrawlMutation();
  const [approveTarget, setApproveTarget] = useState<ContentSource | null>(null);
  const [stopTarget, setStopTarget] = useState<ContentSource | null>(null);
  const [auditTarget, setAuditTarget] = useState<ContentSource | null>(null);
  const toast = useToast();
  const t = useT();

  const fail = (title: string, error: unknown) =>
    toast({
      title,
      description: serverMessage(error) ?? t('admin.tryAgain'),
      variant: 'destructive',
    });

  return (
    <>
      <SourcePages
        render={(source) => (
          <SourceCard
            key={source.id}
            source={source}
            crawling={crawling && crawlingId === source.id}
            onApprove={() => setApproveTarget(source)}
            onStop={() => setStopTarget(source)}
            onAudit={() => setAuditTarget(source)}
            onCrawl={() => {
              crawl(source.id)
                .unwrap()
                .then(() => {
                  toast({
                    title: t('admin.source.crawlStarted'),
                    description: source.name,
                    variant: 'success',
                  });
                  onCrawlStarted();
                })
                .catch((error: unknown) => fail(t('admin.source.crawlFailed'), error));
            }}
          />
        )}
      />
      <ApproveDialog
        source={approveTarget}
        busy={approving}
        onCancel={() => setApproveTarget(null)}
        onApprove={(legalNotes) => {
          const target = approveTarget;
          if (!target) return;
          approve({ id: target.id, legalNotes })
            .unwrap()
            .then(() => {
              setApproveTarget(null);
              toast({ title: t('admin.source.approved'), variant: 'success' });
            })
            .catch((error: unknown) => fail(t('admin.source.approveFailed'), error));
        }}
      />
      <EmergencyStopDialog
        source={stopTarget}
        busy={stopping}
        onCancel={() => setStopTarget(null)}
        onStop={(reason) => {
          const target = stopTarget;
          if (!target) return;
          stop({ id: target.id, reason })
            .unwrap()
            .then(() => {
              setStopTarget(null);
              toast({ title: t('admin.source.stopped'), variant: 'success' });
            })
            .catch((error: unknown) => fail(t('admin.source.stopFailed'), error));
        }}
      />
      <AuditDialog source={auditTarget} onClose={() => setAuditTarget(null)} />
    </>
  );
}
