import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { ScreenSpinner } from '../../components/PageSpinner';
import { useT } from '../../i18n/LanguageProvider';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import '../../i18n/parts/circle';
import { useRefusal } from '../../i18n/refusals';
import { signInPath } from '../../lib/return-path';
import { removeStorage, StorageKeys, writeStorage } from '../../lib/storage';
import { useAuth } from '../auth/use-auth';
import {
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useViewInvitationQuery,
} from './circle.api';
import './circle.css';

/**
 * `/invitations/:token`, the link of an invitation's e-mail or text message: who invites, for
 * whom, as what; a visitor signs up or signs in and comes back here to accept or decline.
 */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const t = useT();
  const refusal = useRefusal('circle');
  const navigate = useNavigate();
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const { data: invitation, isLoading } = useViewInvitationQuery(token);
  const [accept, accepting] = useAcceptInvitationMutation();
  const [decline, declining] = useDeclineInvitationMutation();
  const [failure, setFailure] = useState<string>();
  const [declined, setDeclined] = useState(false);
  const path = `/invitations/${encodeURIComponent(token)}`;

  // Signing up goes through an e-mailed link, maybe in another tab: remember where to come back.
  useEffect(() => {
    if (invitation && !authLoading && !isAuthenticated)
      writeStorage(StorageKeys.pendingInvitation, path);
  }, [invitation, authLoading, isAuthenticated, path]);

  if (isLoading || authLoading) return <ScreenSpinner label={t('circle.invitation.loading')} />;

  const top = <LanguageSwitch className="invitation-language" />;
  if (!invitation)
    return (
      <AuthCard top={top} title={t('circle.invitation.invalid.title')}>
        <p>{t('circle.invitation.invalid.text')}</p>
        <Link to="/" className="btn btn--secondary btn--block">
          {t('circle.invitation.home')}
        </Link>
      </AuthCard>
    );

  if (declined)
    return (
      <AuthCard top={top} title={t('circle.invitation.declined.title')}>
        <p>{t('circle.invitation.declined.text', { inviter: invitation.inviterName })}</p>
        <Link to="/" className="btn btn--secondary btn--block">
          {t('circle.invitation.home')}
        </Link>
      </AuthCard>
    );

  const answer = async (yes: boolean) => {
    setFailure(undefined);
    try {
      if (yes) {
        const { recipientId } = await accept(token).unwrap();
        removeStorage(StorageKeys.pendingInvitation);
        void navigate(`/recipients/${encodeURIComponent(recipientId)}`);
      } else {
        await decline(token).unwrap();
        removeStorage(StorageKeys.pendingInvitation);
        setDeclined(true);
      }
    } catch (error) {
      setFailure(refusal(error) ?? t('circle.error.generic'));
    }
  };

  const words = {
    inviter: invitation.inviterName,
    name: invitation.recipientName,
    role: t(`circle.role.${invitation.role}`),
  };
  return (
    <AuthCard
      top={top}
      title={t('circle.invitation.title', words)}
      subtitle={t('circle.invitation.text', words)}
    >
      <p className="muted">{t(`circle.roleHelp.${invitation.role}`)}</p>
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {isAuthenticated ? (
        <div className="invitation-actions">
          <Button
            type="primary"
            size="large"
            block
            loading={accepting.isLoading}
            onClick={() => void answer(true)}
          >
            {t('circle.invitation.accept')}
          </Button>
          <Button
            size="large"
            block
            loading={declining.isLoading}
            onClick={() => void answer(false)}
          >
            {t('circle.invitation.decline')}
          </Button>
        </div>
      ) : (
        <div className="invitation-actions">
          <p>{t('circle.invitation.signInFirst')}</p>
          <Link to="/signup" className="btn btn--primary btn--block">
            {t('circle.invitation.signUp')}
          </Link>
          <Link to={signInPath(path)} className="btn btn--secondary btn--block">
            {t('circle.invitation.signIn')}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
