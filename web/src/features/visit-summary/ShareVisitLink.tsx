import { Button } from 'antd';
import type { VisitSummaryLink } from '@tend/contracts';
import { useState } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useRefusal } from '../../i18n/refusals';
import { useToast } from '../toasts/use-toast';
import {
  useRevokeVisitSummaryLinkMutation,
  useShareVisitSummaryMutation,
} from './visit-summary.api';
import { linkDate } from './link-date';
import { VisitLinkList } from './VisitLinkList';

/**
 * The owner makes a link a clinician opens without an account (7 days) and copies it; her links
 * are listed below it, each live one with its own "Turn off". Only the link just made shows its
 * address: the API keeps no other in clear.
 */
export function ShareVisitLink({ recipientId }: { recipientId: string }) {
  const { t } = useLanguage();
  const toast = useToast();
  const refusal = useRefusal('circle');
  const [made, setMade] = useState<VisitSummaryLink>();
  const [failure, setFailure] = useState<string>();
  const [share, sharing] = useShareVisitSummaryMutation();
  const [revoke] = useRevokeVisitSummaryLinkMutation();

  const attempt = async (call: () => Promise<void>) => {
    setFailure(undefined);
    try {
      await call();
    } catch (error) {
      setFailure(refusal(error) ?? t('careLog.add.failed'));
    }
  };
  const make = () => attempt(async () => setMade(await share({ recipientId }).unwrap()));
  const turnOff = (id: string) =>
    attempt(async () => {
      await revoke({ recipientId, linkId: id }).unwrap();
      if (made?.id === id) setMade(undefined);
      toast({ title: t('careLog.visit.share.revoked') });
    });

  return (
    <section className="visit-share" aria-labelledby="visit-share-title">
      <h2 id="visit-share-title" className="section-title">
        {t('careLog.visit.share.title')}
      </h2>
      <p className="muted">{t('careLog.visit.share.text')}</p>
      <FormAlert message={failure} />
      {made ? <MadeLink key={made.id} link={made} /> : null}
      <div className="visit-share__make">
        <Button
          type={made ? 'default' : 'primary'}
          loading={sharing.isLoading}
          onClick={() => void make()}
        >
          {t(made ? 'careLog.visit.share.makeAnother' : 'careLog.visit.share.make')}
        </Button>
      </div>
      <VisitLinkList recipientId={recipientId} onTurnOff={turnOff} />
    </section>
  );
}

/** The link just made: its address to copy, and when it stops working. */
function MadeLink({ link }: { link: VisitSummaryLink }) {
  const { t, language } = useLanguage();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(link.url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="visit-share__link" role="status">
      <input
        className="native-input"
        readOnly
        value={link.url}
        aria-label={t('careLog.visit.share.address')}
        onFocus={(e) => e.target.select()}
      />
      <p className="muted">
        {t('careLog.visit.share.expires', { date: linkDate(link.expiresAt, language) })}
      </p>
      <div className="visit-actions">
        <Button onClick={() => void copy()}>
          {t(copied ? 'careLog.visit.share.copied' : 'careLog.visit.share.copy')}
        </Button>
      </div>
    </div>
  );
}
