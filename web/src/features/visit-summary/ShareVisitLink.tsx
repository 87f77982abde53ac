import { Button, Popconfirm } from 'antd';
import type { VisitSummaryLink } from '@tend/contracts';
import { useState } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useRefusal } from '../../i18n/refusals';
import { useToast } from '../toasts/use-toast';
import {
  clinicianPageUrl,
  useRevokeVisitSummaryLinkMutation,
  useShareVisitSummaryMutation,
} from './visit-summary.api';

/**
 * The owner makes a link a clinician opens without an account (7 days), copies it, and can turn
 * it off. The API lists no links, so the one made here is the one this screen can turn off.
 */
export function ShareVisitLink({ recipientId }: { recipientId: string }) {
  const { t, language } = useLanguage();
  const toast = useToast();
  const refusal = useRefusal('circle');
  const [link, setLink] = useState<VisitSummaryLink>();
  const [copied, setCopied] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [share, sharing] = useShareVisitSummaryMutation();
  const [revoke, revoking] = useRevokeVisitSummaryLinkMutation();
  const url = link ? clinicianPageUrl(link.url, window.location.origin) : '';

  const attempt = async (call: () => Promise<void>) => {
    setFailure(undefined);
    try {
      await call();
    } catch (error) {
      setFailure(refusal(error) ?? t('careLog.add.failed'));
    }
  };
  const make = () =>
    attempt(async () => {
      setLink(await share({ recipientId }).unwrap());
      setCopied(false);
    });
  const turnOff = (id: string) =>
    attempt(async () => {
      await revoke({ recipientId, linkId: id }).unwrap();
      setLink(undefined);
      toast({ title: t('careLog.visit.share.revoked') });
    });
  const copy = async () => {
    await navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <section className="visit-share" aria-labelledby="visit-share-title">
      <h2 id="visit-share-title" className="section-title">
        {t('careLog.visit.share.title')}
      </h2>
      <p className="muted">{t('careLog.visit.share.text')}</p>
      <FormAlert message={failure} />
      {link ? (
        <div className="visit-share__link" role="status">
          <input
            className="native-input"
            readOnly
            value={url}
            aria-label={t('careLog.visit.share.address')}
            onFocus={(e) => e.target.select()}
          />
          <p className="muted">
            {t('careLog.visit.share.expires', {
              date: new Date(link.expiresAt).toLocaleString(language, {
                month: 'long',
                day: 'numeric',
                hour: 'numeric',
                minute: '2-digit',
              }),
            })}
          </p>
          <div className="visit-actions">
            <Button onClick={() => void copy()}>
              {t(copied ? 'careLog.visit.share.copied' : 'careLog.visit.share.copy')}
            </Button>
            <Popconfirm
              title={t('careLog.visit.share.revokeConfirm')}
              okText={t('careLog.visit.share.revoke')}
              cancelText={t('careLog.cancel')}
              okButtonProps={{ danger: true, loading: revoking.isLoading }}
              onConfirm={() => turnOff(link.id)}
            >
              <Button danger>{t('careLog.visit.share.revoke')}</Button>
            </Popconfirm>
          </div>
        </div>
      ) : (
        <Button type="primary" loading={sharing.isLoading} onClick={() => void make()}>
          {t('careLog.visit.share.make')}
        </Button>
      )}
    </section>
  );
}
