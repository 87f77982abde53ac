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

function Indicator({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return <Tag color={ok ? 'success' : 'default'}>{ok ? yes : no}</Tag>;
}

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
          <dt>Category</dt>
          <dd>{source.category}</dd>
        </div>
        <div>
          <dt>Depth</dt>
          <dd>{source.crawlDepth}</dd>
        </div>
        <div>
          <dt>Frequency</dt>
          <dd>{source.crawlFrequency}</dd>
        </div>
        <div>
          <dt>Active</dt>
          <dd>{source.isActive ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>robots.txt</dt>
          <dd>
            <Indicator ok={source.robotsTxtCompliant} yes="Compliant" no="Not Checked" />
          </dd>
        </div>
        <div>
          <dt>Terms of service</dt>
          <dd>
            <Indicator ok={source.tosReviewed} yes="Reviewed" no="Not Reviewed" />
          </dd>
        </div>
        <div>
          <dt>Documents</dt>
          <dd>{source.documentCount}</dd>
        </div>
      </dl>
      {source.legalReviewNotes ? (
        <Typography.Text>
          <strong>Legal notes:</strong> {source.legalReviewNotes}
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
            Approve
          </Button>
        ) : null}
        {isCrawlable(source.approvalStatus) ? (
          <Button
            icon={<PlayCircleOutlined aria-hidden />}
            onClick={onCrawl}
            disabled={crawling || Boolean(refusal)}
            aria-describedby={refusal ? refusalId : undefined}
          >
            {crawling ? 'Starting...' : 'Start Crawl'}
          </Button>
        ) : null}
        {actions.includes('emergency_stop') ? (
          <Button type="primary" danger icon={<StopOutlined aria-hidden />} onClick={onStop}>
            Emergency Stop
          </Button>
        ) : null}
        <Button type="link" icon={<AuditOutlined aria-hidden />} onClick={onAudit}>
          Audit log
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

  const fail = (title: string, error: unknown) =>
    toast({
      title,
      description: serverMessage(error) ?? 'Please try again.',
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
                  toast({ title: 'Crawl started', description: source.name, variant: 'success' });
                  onCrawlStarted();
                })
                .catch((error: unknown) => fail('Failed to start the crawl', error));
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
              toast({ title: 'Content source approved', variant: 'success' });
            })
            .catch((error: unknown) => fail('Failed to approve the content source', error));
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
              toast({ title: 'Emergency stop activated', variant: 'success' });
            })
            .catch((error: unknown) => fail('Failed to stop the content source', error));
        }}
      />
      <AuditDialog source={auditTarget} onClose={() => setAuditTarget(null)} />
    </>
  );
}
