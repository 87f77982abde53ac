import { useLanguage } from '../../i18n/LanguageProvider';
import { formatDate } from '../profile/profile-display';
import { useListInvitationsQuery, useRevokeInvitationMutation } from './circle.api';
import { ConfirmButton } from './ConfirmButton';
import { useCircleAction } from './use-circle-action';

/** Who is invited and has not answered yet, each with a way to withdraw the invitation. */
export function PendingInvitations({ recipientId }: { recipientId: string }) {
  const { t, language } = useLanguage();
  const { data } = useListInvitationsQuery({ recipientId });
  const [revoke] = useRevokeInvitationMutation();
  const run = useCircleAction();
  const pending = (data ?? []).filter((i) => i.status === 'pending');

  return (
    <section aria-labelledby="circle-pending-title" className="circle-section">
      <h2 id="circle-pending-title" className="section-title">
        {t('circle.pending.title')}
      </h2>
      {pending.length === 0 ? (
        <p className="muted">{t('circle.pending.none')}</p>
      ) : (
        <ul className="circle-list">
          {pending.map((invitation) => {
            const who = invitation.email ?? t('circle.pending.byLink');
            return (
              <li key={invitation.id} className="circle-card circle-member">
                <div className="circle-member__who">
                  <strong className="circle-break">{who}</strong>
                  <span className="muted">
                    {t('circle.pending.detail', {
                      role: t(`circle.role.${invitation.role}`),
                      inviter: invitation.inviterName,
                      date: formatDate(invitation.expiresAt, language) ?? '',
                    })}
                  </span>
                </div>
                <ConfirmButton
                  question={t('circle.pending.revokeConfirm', { who })}
                  yes={t('circle.pending.revoke')}
                  onConfirm={() =>
                    run(
                      () => revoke({ recipientId, invitationId: invitation.id }).unwrap(),
                      t('circle.pending.revoked'),
                    )
                  }
                >
                  {t('circle.pending.revoke')}
                </ConfirmButton>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
