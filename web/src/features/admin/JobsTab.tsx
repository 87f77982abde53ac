import {
  isJobActive,
  JOB_STATUSES,
  successRate,
  type DiscoveryJob,
  type JobStatus,
} from '@tend/contracts';
import { Button, Flex, Progress, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { QueryState } from '../../components/QueryState';
import { serverMessage } from '../../lib/api-error';
import { useToast } from '../toasts/use-toast';
import {
  JOBS_CACHE_S,
  JOBS_POLL_MS,
  useCancelJobMutation,
  useGetJobsPageQuery,
  type JobsPageArgs,
} from './discovery.api';
import { AdminCard, AdminList } from './AdminCard';
import { LoadMore } from './LoadMore';
import { JobStatusColors, shortJobId } from './source-display';
import { StatusFilter } from './StatusFilter';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/admin';

function JobRow({ job }: { job: DiscoveryJob }) {
  const [cancel, { isLoading }] = useCancelJobMutation();
  const toast = useToast();
  const t = useT();
  const active = isJobActive(job.status);
  const rate = successRate(job.urlsSucceeded, job.urlsProcessed);
  return (
    <AdminCard>
      <Flex align="flex-start" gap="small">
        <Typography.Text code title={job.id}>
          {shortJobId(job.id)}
        </Typography.Text>
        {/* The whole name, on as many lines as it needs: an operator tells sources apart by it. */}
        <Typography.Text strong style={{ flex: 1, minWidth: 0 }}>
          {job.sourceName}
        </Typography.Text>
        <Tag color={JobStatusColors[job.status]} className="job-status">
          {job.status}
        </Tag>
      </Flex>
      <Progress
        percent={job.progressPercent}
        showInfo={false}
        status={active ? 'active' : 'normal'}
        aria-label={t('admin.job.progressOf', { id: shortJobId(job.id) })}
      />
      <dl className="admin-facts">
        <div>
          <dt>{t('admin.job.progress')}</dt>
          <dd>{job.progressPercent}%</dd>
        </div>
        <div>
          <dt>{t('admin.job.discovered')}</dt>
          <dd>{job.urlsDiscovered}</dd>
        </div>
        <div>
          <dt>{t('admin.job.processed')}</dt>
          <dd>{job.urlsProcessed}</dd>
        </div>
        <div>
          <dt>{t('admin.job.succeeded')}</dt>
          <dd>{job.urlsSucceeded}</dd>
        </div>
        <div>
          <dt>{t('admin.job.rate')}</dt>
          <dd>{rate}%</dd>
        </div>
        <div>
          <dt>{t('admin.job.published')}</dt>
          <dd>{job.documentsPublished}</dd>
        </div>
      </dl>
      {job.error ? <p className="field__error">{job.error}</p> : null}
      {active ? (
        <Button
          style={{ alignSelf: 'flex-start' }}
          disabled={isLoading}
          onClick={() => {
            cancel(job.id)
              .unwrap()
              .then(() => toast({ title: t('admin.job.canceled'), variant: 'success' }))
              .catch((error: unknown) =>
                toast({
                  title: t('admin.job.cancelFailed'),
                  description: serverMessage(error) ?? t('admin.tryAgain'),
                  variant: 'destructive',
                }),
              );
          }}
        >
          {t(isLoading ? 'admin.job.canceling' : 'admin.job.cancel')}
        </Button>
      ) : null}
    </AdminCard>
  );
}

/** One page of jobs with live progress: polled only while one of them is queued or running. */
function JobPage({
  args,
  isFirst,
  isLast,
  onMore,
}: {
  args: JobsPageArgs;
  isFirst: boolean;
  isLast: boolean;
  onMore: (cursor: string) => void;
}) {
  const [polling, setPolling] = useState(0);
  const { data, isLoading, isError, isFetching } = useGetJobsPageQuery(args, {
    refetchOnMountOrArgChange: JOBS_CACHE_S,
    pollingInterval: polling,
    skipPollingIfUnfocused: true,
  });
  const jobs = data?.items ?? [];
  const running = jobs.some((job) => isJobActive(job.status));
  useEffect(() => setPolling(running ? JOBS_POLL_MS : 0), [running]);
  const t = useT();

  return (
    <QueryState
      query={{ data, isLoading, isError }}
      loading={t('admin.jobs.loading')}
      error={t('admin.jobs.failed')}
      isEmpty={(page) => isFirst && page.items.length === 0}
      empty={
        <p className="admin-empty">
          {t(args.status ? 'admin.jobs.noneWithStatus' : 'admin.jobs.none')}
        </p>
      }
    >
      {(page) => (
        <Flex vertical gap="middle">
          <AdminList live="polite">
            {page.items.map((job) => (
              <JobRow key={job.id} job={job} />
            ))}
          </AdminList>
          {isLast ? <LoadMore next={page.nextCursor} onMore={onMore} busy={isFetching} /> : null}
        </Flex>
      )}
    </QueryState>
  );
}

/** The jobs, newest first, a status filter and pages the server cuts ("Load more"). */
export function JobsTab() {
  const [status, setStatus] = useState<JobStatus | ''>('');
  const [cursors, setCursors] = useState<string[]>([]);
  const pages: (string | null)[] = [null, ...cursors];
  const t = useT();
  return (
    <>
      <div className="source-filters">
        <StatusFilter
          label={t('admin.jobs.status')}
          statuses={JOB_STATUSES}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setCursors([]);
          }}
        />
      </div>
      {pages.map((cursor, index) => (
        <JobPage
          key={cursor ?? 'first'}
          args={{ status, cursor }}
          isFirst={index === 0}
          isLast={index === pages.length - 1}
          onMore={(next) => setCursors([...cursors, next])}
        />
      ))}
    </>
  );
}
