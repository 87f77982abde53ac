import { Alert, Button, Checkbox, Flex, Modal } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ContentSource, PreflightReport, SourceAuditEntry } from '@tend/contracts';
import { useId, useState } from 'react';
import { QueryState } from '../../components/QueryState';
import { useGetPreflightQuery, useGetSourceAuditQuery } from './discovery.api';
import { ApprovalStatusLabels, nothingWouldBeCrawled } from './source-display';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/admin';

/** A file's name, the same in every language. */
const ROBOTS_FILE = 'robots.txt';

/** A dialog's two buttons, as antd's footer lays them out (a pair on a phone, see styles.css). */
function actions({
  onCancel,
  onConfirm,
  cancelLabel,
  confirmLabel,
  danger,
  busy,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  cancelLabel: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
}) {
  return [
    <Button key="cancel" onClick={onCancel}>
      {cancelLabel}
    </Button>,
    <Button key="confirm" type="primary" danger={danger} onClick={onConfirm} disabled={busy}>
      {confirmLabel}
    </Button>,
  ];
}

function PreflightReportView({ report }: { report: PreflightReport }) {
  const t = useT();
  const { robots } = report;
  return (
    <section className="preflight" aria-label={t('admin.preflight.title')}>
      <h3 className="preflight__title">{t('admin.preflight.title')}</h3>
      <dl className="preflight__facts">
        <dt>{ROBOTS_FILE}</dt>
        <dd>
          {robots.found
            ? t('admin.preflight.found', { status: robots.status ?? '?' })
            : robots.status
              ? t('admin.preflight.notFoundStatus', { status: robots.status })
              : t('admin.preflight.notFound')}
          {' · '}
          {t(robots.baseUrlAllowed ? 'admin.preflight.allowed' : 'admin.preflight.disallowed')}
          {robots.crawlDelaySeconds
            ? ` · ${t('admin.preflight.delay', { seconds: robots.crawlDelaySeconds })}`
            : ''}
        </dd>
        <dt>{t('admin.preflight.sitemap')}</dt>
        <dd>
          {t('admin.preflight.sitemapCounts', {
            urls: report.sitemap.urlCount,
            inScope: report.sitemap.inScopeUrlCount,
          })}
        </dd>
        <dt>{t('admin.preflight.links')}</dt>
        <dd>{report.baseUrlLinks}</dd>
        <dt>{t('admin.preflight.estimated')}</dt>
        <dd>
          {report.estimatedPages} <span className="muted">({report.estimateBasis})</span>
        </dd>
        <dt>{t('admin.preflight.agent')}</dt>
        <dd className="preflight__agent">{report.userAgent}</dd>
      </dl>
      {report.problems.length > 0 ? (
        <ul className="preflight__problems" aria-label={t('admin.preflight.problems')}>
          {report.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : (
        <p className="preflight__ok">{t('admin.preflight.noProblems')}</p>
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
  const { rich, t } = useLanguage();
  return (
    <Alert
      type="error"
      role="alert"
      title={
        <Flex vertical gap="small">
          <span>
            {rich('admin.approve.nothing', { strong: (words) => <strong>{words}</strong> })}
          </span>
          <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)}>
            {t('admin.approve.acknowledge')}
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
  const t = useT();
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
      title={source ? t('admin.approve.title', { name: source.name }) : t('admin.source.approve')}
      onCancel={close}
      centered
      destroyOnHidden
      className="admin-dialog"
      footer={actions({
        onCancel: close,
        cancelLabel: t('admin.cancel'),
        confirmLabel: t(busy ? 'admin.approve.approving' : 'admin.source.approve'),
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
            loading={t('admin.preflight.checking')}
            error={<p className="field__error">{t('admin.preflight.failed')}</p>}
          >
            {(report) => <PreflightReportView report={report} />}
          </QueryState>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {t('admin.approve.notes')}
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
  const t = useT();
  const close = () => {
    setReason('');
    setError(null);
    onCancel();
  };
  return (
    <Modal
      open={source !== null}
      title={source ? t('admin.stop.title', { name: source.name }) : t('admin.source.stop')}
      onCancel={close}
      centered
      destroyOnHidden
      className="admin-dialog"
      footer={actions({
        danger: true,
        onCancel: close,
        busy,
        cancelLabel: t('admin.cancel'),
        confirmLabel: t(busy ? 'admin.stop.stopping' : 'admin.source.stop'),
        onConfirm: () => {
          if (!reason.trim()) {
            setError(t('admin.stop.reasonRequired'));
            return;
          }
          onStop(reason.trim());
          setReason('');
          setError(null);
        },
      })}
    >
      <p style={{ marginTop: 0 }}>{t('admin.stop.text')}</p>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('admin.stop.reason')}
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

/** The audit's actions the page names in the reader's words; another shows as the server says it. */
const knownActions = new Set(['created', 'edited', 'approved', 'rejected', 'emergency_stop']);

function AuditList({ sourceId }: { sourceId: string }) {
  const audit = useGetSourceAuditQuery(sourceId);
  const t = useT();
  return (
    <QueryState
      query={audit}
      loading={t('admin.audit.loading')}
      error={<p className="field__error">{t('admin.audit.failed')}</p>}
      isEmpty={(entries) => entries.length === 0}
      empty={<p className="muted">{t('admin.audit.empty')}</p>}
    >
      {(entries) => <AuditEntries entries={entries} />}
    </QueryState>
  );
}

function AuditEntries({ entries }: { entries: SourceAuditEntry[] }) {
  const { t, language } = useLanguage();
  return (
    <ol className="audit-log">
      {entries.map((entry) => (
        <li key={entry.id} className="audit-log__entry">
          <div className="audit-log__head">
            <strong>
              {knownActions.has(entry.action)
                ? t('admin.audit.action', { action: entry.action })
                : entry.action}
            </strong>
            <span className="muted">
              {new Date(entry.at).toLocaleString(language === 'en' ? 'en-US' : language, {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </span>
          </div>
          <div className="audit-log__detail">
            {entry.fromStatus ? `${ApprovalStatusLabels[entry.fromStatus]} → ` : ''}
            {ApprovalStatusLabels[entry.toStatus]}
            {entry.actorEmail ? ` · ${t('admin.audit.by', { email: entry.actorEmail })}` : ''}
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
  const t = useT();
  return (
    <Modal
      open={source !== null}
      title={source ? t('admin.audit.title', { name: source.name }) : t('admin.source.audit')}
      onCancel={onClose}
      centered
      destroyOnHidden
      className="admin-dialog"
      footer={<Button onClick={onClose}>{t('admin.close')}</Button>}
    >
      {source ? <AuditList sourceId={source.id} /> : null}
    </Modal>
  );
}
