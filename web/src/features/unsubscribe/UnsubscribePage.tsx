import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { UnsubscribeMessages, unsubscribeTokenError } from '@tend/contracts';
import { Link, useLocation } from 'react-router-dom';
import { errorCode, NetworkFailedCode, serverMessage } from '../../lib/api-error';
import { PageSpinner } from '../../components/PageSpinner';
import { usePublicConfig } from '../config/config.api';
import { useUnsubscribeQuery } from './unsubscribe.api';
import './unsubscribe.css';
import type { MessageId } from '../../i18n/catalogue';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/unsubscribe';

/** The token is the last path segment ('' for a trailing slash, 'unsubscribe' for a bare /unsubscribe). */
export function tokenFromPath(pathname: string): string {
  const segments = pathname.split('/');
  return decodeURIComponent(segments[segments.length - 1] ?? '');
}

const knownTypes = new Set(['tips', 'updates', 'marketing']);

/** Which e-mails stop, in the reader's words: every optional one, or one kind. */
function stoppedText(emailType: string | null | undefined, t: ReturnType<typeof useT>): string {
  if (!emailType || emailType === 'all') return t('unsubscribe.stopped.all');
  if (knownTypes.has(emailType)) return t('unsubscribe.stopped.kind', { kind: emailType });
  return t('unsubscribe.stopped.other', { kind: emailType.replace(/_/g, ' ') });
}

/** The shared rule's English messages, by their name in the catalogue. */
const messageIds = new Map<string, MessageId>(
  Object.entries(UnsubscribeMessages).map(([name, text]) => [
    text,
    `unsubscribe.error.${name as keyof typeof UnsubscribeMessages}`,
  ]),
);

export default function UnsubscribePage() {
  const { pathname } = useLocation();
  const token = tokenFromPath(pathname);
  const localError = unsubscribeTokenError(token);
  const { data, error, isLoading, isFetching } = useUnsubscribeQuery(token, {
    skip: localError !== null,
  });
  const { config } = usePublicConfig();
  const t = useT();
  const { rich } = useLanguage();
  // The messages the page knows are shown in the reader's words; a server's other words as they come.
  const inWords = (message: string) => {
    const id = messageIds.get(message);
    return id ? t(id) : message;
  };

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
          <PageSpinner label={t('unsubscribe.processingLabel')} />
          <p className="unsub-card__processing">{t('unsubscribe.processing')}</p>
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
            <h1 className="page-title">{t('unsubscribe.failedTitle')}</h1>
            <p role="alert">{inWords(failure)}</p>
            <p className="muted">
              {rich('unsubscribe.help', {
                email: config.supportEmail,
                link: (words) => <a href={`mailto:${config.supportEmail}`}>{words}</a>,
              })}
            </p>
          </>
        ) : (
          <>
            <CheckCircleFilled className="unsub-card__icon" aria-hidden />
            <h1 className="page-title">{t('unsubscribe.doneTitle')}</h1>
            {data?.email ? (
              <p>
                {rich('unsubscribe.done', {
                  email: data.email,
                  strong: (words) => <strong>{words}</strong>,
                })}
              </p>
            ) : null}
            <p>{stoppedText(data?.emailType, t)}</p>
            <p className="muted">{t('unsubscribe.manage')}</p>
          </>
        )}
        <Link to="/" className="btn btn--primary btn--block">
          {t('unsubscribe.home')}
        </Link>
      </div>
    </main>
  );
}
