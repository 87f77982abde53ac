import { isJobActive, successRate, type DiscoveryJob } from '@tend/contracts';
import { useEffect, useState } from 'react';
import { serverMessage } from '../../app/base-query';
import { useToast } from '../toasts/use-toast';
import { JOBS_CACHE_S, JOBS_POLL_MS, useCancelJobMutation, useGetJobsQuery } from './discovery.api';
import { shortJobId } from './source-display';

function JobRow({ job }: { job: DiscoveryJob }) {
  const [cancel, { isLoading }] = useCancelJobMutation();
  const toast = useToast();
  const active = isJobActive(job.status);
  const rate = successRate(job.urlsSucceeded, job.urlsProcessed);
  return (
    <li className="job-card">
      <div className="job-card__head">
        <code className="job-card__id" title={job.id}>
          {shortJobId(job.id)}
        </code>
        <span className="job-card__source">{job.sourceName}</span>
        <span className={`job-status${job.status === 'completed' ? ' job-status--completed' : ''}`}>
          {job.status}
        </span>
      </div>
      <div
        className="job-progress"
        role="progressbar"
        aria-label={`Job ${shortJobId(job.id)} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progressPercent}
      >
        <span
          className={`job-progress__bar${active ? ' job-progress__bar--active' : ''}`}
          style={{ width: `${job.progressPercent}%` }}
        />
      </div>
      <dl className="job-card__facts">
        <div>
          <dt>Progress</dt>
          <dd>{job.progressPercent}%</dd>
        </div>
        <div>
          <dt>Discovered</dt>
          <dd>{job.urlsDiscovered}</dd>
        </div>
        <div>
          <dt>Processed</dt>
          <dd>{job.urlsProcessed}</dd>
        </div>
        <div>
          <dt>Succeeded</dt>
          <dd>{job.urlsSucceeded}</dd>
        </div>
        <div>
          <dt>Success rate</dt>
          <dd>{rate}%</dd>
        </div>
        <div>
          <dt>Published</dt>
          <dd>{job.documentsPublished}</dd>
        </div>
      </dl>
      {job.error ? <p className="field__error job-card__error">{job.error}</p> : null}
      {active ? (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={isLoading}
          onClick={() => {
            cancel(job.id)
              .unwrap()
              .then(() => toast({ title: 'Job cancelled', variant: 'success' }))
              .catch((error: unknown) =>
                toast({
                  title: 'Failed to cancel the job',
                  description: serverMessage(error) ?? 'Please try again.',
                  variant: 'destructive',
                }),
              );
          }}
        >
          {isLoading ? 'Cancelling...' : 'Cancel Job'}
        </button>
      ) : null}
    </li>
  );
}

/** Jobs with live progress: polled only while one is queued or running. */
export function JobsTab() {
  const [polling, setPolling] = useState(0);
  const { data, isLoading, isError } = useGetJobsQuery(undefined, {
    refetchOnMountOrArgChange: JOBS_CACHE_S,
    pollingInterval: polling,
    skipPollingIfUnfocused: true,
  });
  const running = (data ?? []).some((job) => isJobActive(job.status));
  useEffect(() => setPolling(running ? JOBS_POLL_MS : 0), [running]);

  if (isLoading)
    return (
      <p className="muted" role="status">
        Loading discovery jobs...
      </p>
    );
  if (isError)
    return (
      <p className="field__error" role="alert">
        Discovery jobs could not be loaded.
      </p>
    );
  const jobs = data ?? [];
  if (jobs.length === 0) return <p className="admin-empty">No discovery jobs found</p>;
  return (
    <ul className="job-list" aria-live="polite">
      {jobs.map((job) => (
        <JobRow key={job.id} job={job} />
      ))}
    </ul>
  );
}
