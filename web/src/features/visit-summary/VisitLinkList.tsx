import type { VisitSummaryLinkListed } from '@tend/contracts';
import { useLanguage } from '../../i18n/LanguageProvider';
import { ConfirmButton } from '../circle/ConfirmButton';
import { linkDate } from './link-date';
import { useListVisitSummaryLinksQuery } from './visit-summary.api';

/** Links that ended longer ago than this are left off the list: they only crowd it. */
const EndedShown = 3;

interface Props {
  recipientId: string;
  /** Turns the link off; the question stays open, its button busy, until this settles. */
  onTurnOff: (linkId: string) => Promise<unknown>;
}

/**
 * Every link the owner made: each live one with "Turn off", then the last few that were turned
 * off or expired, so she can see that an old link no longer opens the page.
 */
export function VisitLinkList({ recipientId, onTurnOff }: Props) {
  const { t } = useLanguage();
  const { data } = useListVisitSummaryLinksQuery({ recipientId });
  if (!data?.length) return null;
  const now = Date.now();
  const live = data.filter((link) => isLive(link, now));
  const ended = data.filter((link) => !isLive(link, now)).slice(0, EndedShown);
  return (
    <div className="visit-links">
      <h3 className="visit-links__title" id="visit-links-title">
        {t('careLog.visit.links.title')}
      </h3>
      {live.length === 0 ? <p className="muted">{t('careLog.visit.links.noneLive')}</p> : null}
      <ul className="visit-links__list" aria-labelledby="visit-links-title">
        {live.map((link) => (
          <LiveLink key={link.id} link={link} onTurnOff={onTurnOff} />
        ))}
        {ended.map((link) => (
          <EndedLink key={link.id} link={link} />
        ))}
      </ul>
    </div>
  );
}

function isLive(link: VisitSummaryLinkListed, now: number): boolean {
  return link.revokedAt === null && Date.parse(link.expiresAt) > now;
}

function LiveLink({
  link,
  onTurnOff,
}: { link: VisitSummaryLinkListed } & Omit<Props, 'recipientId'>) {
  const { t, language } = useLanguage();
  const made = linkDate(link.createdAt, language);
  return (
    <li className="visit-links__item">
      <div>
        <div>{t('careLog.visit.links.made', { date: made })}</div>
        <div className="muted">
          {t('careLog.visit.share.expires', { date: linkDate(link.expiresAt, language) })}
        </div>
      </div>
      {/* Asked in a dialog, whole on a phone's screen (a popover beside the button was drawn
          off the screen's edge at 390 px). */}
      <ConfirmButton
        question={t('careLog.visit.share.revokeConfirm')}
        yes={t('careLog.visit.share.revoke')}
        no={t('careLog.cancel')}
        danger
        label={t('careLog.visit.links.turnOffMade', { date: made })}
        onConfirm={() => onTurnOff(link.id)}
      >
        {t('careLog.visit.links.turnOff')}
      </ConfirmButton>
    </li>
  );
}

function EndedLink({ link }: { link: VisitSummaryLinkListed }) {
  const { t, language } = useLanguage();
  const ended = link.revokedAt
    ? t('careLog.visit.links.revoked', { date: linkDate(link.revokedAt, language) })
    : t('careLog.visit.links.expired', { date: linkDate(link.expiresAt, language) });
  return (
    <li className="visit-links__item visit-links__item--ended">
      <div>
        <div>{t('careLog.visit.links.made', { date: linkDate(link.createdAt, language) })}</div>
        <div className="muted">{ended}</div>
      </div>
    </li>
  );
}
