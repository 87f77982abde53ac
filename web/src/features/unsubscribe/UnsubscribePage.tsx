import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { UnsubscribeMessages, unsubscribeTokenError } from '@tend/contracts';
import { Link, useLocation } from 'react-router-dom';
import { errorCode, NetworkFailedCode, serverMessage } from '../../lib/api-error';
import { PageSpinner } from '../../components/PageSpinner';
import { usePublicConfig } from '../config/config.api';
import { useUnsubscribeQuery } from './unsubscribe.api';
import './unsubscribe.css';

/** The token is the last path segment ('' for a trailing slash, 'unsubscribe' for a bare /unsubscribe). */
export function tokenFromPath(pathname: string): string {
  const segments = pathname.split('/');
  return decodeURIComponent(segments[segments.length - 1] ?? '');
}

const TYPE_LABELS: Record<string, string> = {
  tips: 'care tips',
  updates: 'product update',
  marketing: 'marketing',
};

function stoppedText(emailType: string | null | undefined): string {
  if (!emailType || emailType === 'all')
    return 'You will no longer receive any optional emails from Tend.';
  return `You will no longer receive ${TYPE_LABELS[emailType] ?? emailType.replace(/_/g, ' ')} emails from Tend.`;
}

export default function UnsubscribePage() {
  const { pathname } = useLocation();
  const token = tokenFromPath(pathname);
  const localError = unsubscribeTokenError(token);
  const { data, error, isLoading, isFetching } = useUnsubscribeQuery(token, {
    skip: localError !== null,
  });
  const { config } = usePublicConfig();

  let failure: string | null = localError;
  if (!failure && error) {
    failure =
      errorCode(error) === NetworkFailedCode
        ? UnsubscribeMessages.networkFailure
        : (serverMessage(error) ?? UnsubscribeMessages.genericFailure);
  }
  if (!failure && data && !data.success)
    failure = data.message || UnsubscribeMessages.genericFailure;
  if (!failure && !localError && !isLoading && !isFetching && !data)
    failure = UnsubscribeMessages.genericFailure;

  if (!localError && (isLoading || isFetching)) {
    return (
      <main id="main" className="page-center">
        <div className="unsub-card">
          <PageSpinner label="Processing your unsubscribe request" />
          <p className="unsub-card__processing">Processing your request...</p>
        </div>
      </main>
    );
  }

  return (
    <main id="main" className="page-center">
      <div className="unsub-card">
        {failure ? (
          <>
            <CloseCircleFilled className="unsub-card__icon unsub-card__icon--failed" aria-hidden />
            <h1 className="page-title">Unsubscribe Failed</h1>
            <p role="alert">{failure}</p>
            <p className="muted">
              Need help? Contact us at{' '}
              <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
            </p>
          </>
        ) : (
          <>
            <CheckCircleFilled className="unsub-card__icon" aria-hidden />
            <h1 className="page-title">Unsubscribed Successfully!</h1>
            {data?.email ? (
              <p>
                <strong>{data.email}</strong> has been unsubscribed.
              </p>
            ) : null}
            <p>{stoppedText(data?.emailType)}</p>
            <p className="muted">You can manage your email preferences anytime in Settings.</p>
          </>
        )}
        <Link to="/" className="btn btn--primary btn--block">
          Return Home
        </Link>
      </div>
    </main>
  );
}
