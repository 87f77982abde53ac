import { Alert, Button, Checkbox, Flex, Modal } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ContentSource, PreflightReport, SourceAuditEntry } from '@tend/contracts';
import { useId, useState } from 'react';
import { QueryState } from '../../components/QueryState';
import { useGetPreflightQuery, useGetSourceAuditQuery } from './discovery.api';
import { ApprovalStatusLabels, nothingWouldBeCrawled } from './source-display';

/** A dialog's two buttons, as antd's footer lays them out (a pair on a phone, see styles.css). */
function actions({
  onCancel,
  onConfirm,
  confirmLabel,
  danger,
  busy,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
}) {
  return [
    <Button key="cancel" onClick={onCancel}>
      Cancel
    </Button>,
    <Button key="confirm" type="primary" danger={danger} onClick={onConfirm} disabled={busy}>
      {confirmLabel}
    </Button>,
  ];
}

function PreflightReportView({ report }: { report: PreflightReport }) {
  return (
    <section className="preflight" aria-label="Preflight report">
      <h3 className="preflight__title">Preflight report</h3>
      <dl className="preflight__facts">
        <dt>robots.txt</dt>
        <dd>
          {report.robots.found
            ? `Found (HTTP ${report.robots.status ?? '?'})`
            : `Not found${report.robots.status ? ` (HTTP ${report.robots.status})` : ''}`}
          {' · '}
          {report.robots.baseUrlAllowed ? 'Base URL allowed' : 'Base URL disallowed'}
          {report.robots.crawlDelaySeconds
            ? ` · Crawl delay ${report.robots.crawlDelaySeconds}s`
            : ''}
        </dd>
        <dt>Sitemap</dt>
        <dd>
          {report.sitemap.urlCount} URLs, {report.sitemap.inScopeUrlCount} in scope
        </dd>
        <dt>Links on the base page</dt>
        <dd>{report.baseUrlLinks}</dd>
        <dt>Estimated pages</dt>
        <dd>
          {report.estimatedPages} <span className="muted">({report.estimateBasis})</span>
        </dd>
        <dt>User agent</dt>
        <dd className="preflight__agent">{report.userAgent}</dd>
      </dl>
      {report.problems.length > 0 ? (
        <ul className="preflight__problems" aria-label="Problems found">
          {report.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : (
        <p className="preflight__ok">No problems found.</p>
      )}
    </section>
  );
}

/**
 * Approving a source that would crawl nothing is almost always a mistake (robots.txt refuses us,
 * or the address cannot be read), so the person must say they understand before Approve works.
 */
function EmptyCrawlAcknowledgement({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Alert
      type="error"
      role="alert"
      title={
        <Flex vertical gap="small">
          <span>
            <strong>Nothing would be crawled.</strong> The preflight check found no page Tend may
            fetch from this source, so approving it adds nothing to the library until the problems
            below are fixed.
          </span>
          <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)}>
            I understand nothing would be crawled and want to approve it anyway
          </Checkbox>
        </Flex>
      }
    />
  );
}

/** Approve: the preflight report first, then optional legal notes. */
export function ApproveDialog({
  source,
  busy,
  onCancel,
  onApprove,
}: {
  source: ContentSource | null;
  busy: boolean;
  onCancel: () => void;
  onApprove: (legalNotes: string | null) => void;
}) {
  const [notes, setNotes] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const id = useId();
  const preflight = useGetPreflightQuery(source ? source.id : skipToken);
  const warn =
    !preflight.isFetching && preflight.data ? nothingWouldBeCrawled(preflight.data) : false;
  const reset = () => {
    setNotes('');
    setAcknowledged(false);
  };
  const close = () => {
    reset();
    onCancel();
  };
  return (
    <Modal
      open={source !== null}
      title={source ? `Approve ${source.name}?` : 'Approve'}
      onCancel={close}
      centered
      destroyOnHidden
      className="admin-dialog"
      footer={actions({
        onCancel: close,
        confirmLabel: busy ? 'Approving...' : 'Approve',
        busy: busy || (warn && !acknowledged),
        onConfirm: () => {
          onApprove(notes.trim() || null);
          reset();
        },
      })}
    >
      <Flex vertical gap="middle">
        {/* First, so a person on a phone reads it before scrolling through the report. */}
        {warn ? (
          <EmptyCrawlAcknowledgement checked={acknowledged} onChange={setAcknowledged} />
        ) : null}
        {source ? (
          <QueryState
            query={{ ...preflight, isLoading: preflight.isFetching }}
            loading="Checking robots.txt and sitemaps..."
            error={
              <p className="field__error">
                The preflight check could not be run. You can still decide.
              </p>
            }
          >
            {(report) => <PreflightReportView report={report} />}
          </QueryState>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor={id}>
            Legal notes (optional)
          </label>
          <textarea
            id={id}
            className="native-input"
            rows={3}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>
      </Flex>
    </Modal>
  );
}

/** Emergency stop: a reason is required; cancelling sends nothing. */
export function EmergencyStopDialog({
  source,
  busy,
  onCancel,
  onStop,
}: {
  source: ContentSource | null;
  busy: boolean;
  onCancel: () => void;
  onStop: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const close = () => {
    setReason('');
    setError(null);
    onCancel();
  };
  return (
    <Modal
      open={source !== null}
      title={source ? `Emergency stop ${source.name}?` : 'Emergency stop'}
      onCancel={close}
      centered
      destroyOnHidden
      className="admin-dialog"
      footer={actions({
        danger: true,
        onCancel: close,
        busy,
        confirmLabel: busy ? 'Stopping...' : 'Emergency Stop',
        onConfirm: () => {
          if (!reason.trim()) {
            setError('A reason is required for an emergency stop');
            return;
          }
          onStop(reason.trim());
          setReason('');
          setError(null);
        },
      })}
    >
      <p style={{ marginTop: 0 }}>
        Crawling stops at once and this source&apos;s documents are taken out of the library.
      </p>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          Reason for the emergency stop
        </label>
        <textarea
          id={id}
          className="native-input"
          rows={3}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}

const ActionLabels: Record<string, string> = {
  created: 'Created',
  edited: 'Edited',
  approved: 'Approved',
  rejected: 'Rejected',
  emergency_stop: 'Emergency stop',
};

function AuditList({ sourceId }: { sourceId: string }) {
  const audit = useGetSourceAuditQuery(sourceId);
  return (
    <QueryState
      query={audit}
      loading="Loading the audit log..."
      error={<p className="field__error">The audit log could not be loaded.</p>}
      isEmpty={(entries) => entries.length === 0}
      empty={<p className="muted">No entries yet.</p>}
    >
      {(entries) => <AuditEntries entries={entries} />}
    </QueryState>
  );
}

function AuditEntries({ entries }: { entries: SourceAuditEntry[] }) {
  return (
    <ol className="audit-log">
      {entries.map((entry) => (
        <li key={entry.id} className="audit-log__entry">
          <div className="audit-log__head">
            <strong>{ActionLabels[entry.action] ?? entry.action}</strong>
            <span className="muted">
              {new Date(entry.at).toLocaleString('en-US', {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </span>
          </div>
          <div className="audit-log__detail">
            {entry.fromStatus ? `${ApprovalStatusLabels[entry.fromStatus]} → ` : ''}
            {ApprovalStatusLabels[entry.toStatus]}
            {entry.actorEmail ? ` · by ${entry.actorEmail}` : ''}
          </div>
          {entry.notes ? <p className="audit-log__notes">{entry.notes}</p> : null}
        </li>
      ))}
    </ol>
  );
}

export function AuditDialog({
  source,
  onClose,
}: {
  source: ContentSource | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={source !== null}
      title={source ? `Audit log: ${source.name}` : 'Audit log'}
      onCancel={onClose}
      centered
      destroyOnHidden
      className="admin-dialog"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {source ? <AuditList sourceId={source.id} /> : null}
    </Modal>
  );
}
