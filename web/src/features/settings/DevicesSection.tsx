import { DesktopOutlined, MobileOutlined, TabletOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../components/QueryState';
import type { MessageId } from '../../i18n/catalogue';
import { useRefusal } from '../../i18n/refusals';
import { useToast } from '../toasts/use-toast';
import { useLanguage } from '../../i18n/LanguageProvider';
import '../../i18n/parts/settings';
import { deviceKind, deviceTitle, timeAgo, type AgoWords, type DeviceKind } from './device-labels';
import {
  useGetSessionsQuery,
  useSignOutDeviceMutation,
  useSignOutOtherDevicesMutation,
  type DeviceSession,
} from './devices.api';
import './devices.css';

/** An empty line's height, held by a no-break space. */
const NBSP = '\u00a0';

/** How long ago and which device, in the reader's words. */
function useDeviceWords() {
  const { t, language } = useLanguage();
  const ago: AgoWords = {
    locale: language === 'en' ? 'en-US' : language,
    justNow: t('settings.devices.ago.justNow'),
    yesterday: t('settings.devices.ago.yesterday'),
    minutes: (count) => t('settings.devices.ago.minutes', { count }),
    hours: (count) => t('settings.devices.ago.hours', { count }),
    days: (count) => t('settings.devices.ago.days', { count }),
    on: (date) => t('settings.devices.ago.on', { date }),
  };
  const title = (session: DeviceSession) =>
    deviceTitle(session, {
      on: (browser, device) => t('settings.devices.browserOn', { browser, device }),
      unknown: t('settings.devices.unknown'),
      kinds: {
        of: (kind, maker) => t(`settings.devices.kind.${kind}` as MessageId, { maker }),
        alone: (kind) => t(`settings.devices.kind.${kind}.alone` as MessageId),
      },
    });
  return { t, ago, title };
}

const icons: Record<DeviceKind, typeof MobileOutlined> = {
  phone: MobileOutlined,
  tablet: TabletOutlined,
  computer: DesktopOutlined,
};

/** This device first, then the most recently used. */
function inOrder(sessions: DeviceSession[]): DeviceSession[] {
  return [...sessions].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt),
  );
}

function DeviceRow({ session }: { session: DeviceSession }) {
  const [signOut, { isLoading }] = useSignOutDeviceMutation();
  const toast = useToast();
  const refusal = useRefusal('profile');
  const { t, ago, title: titleOf } = useDeviceWords();
  const title = titleOf(session);
  const Icon = icons[deviceKind(session.device)];

  const end = async () => {
    try {
      await signOut(session.id).unwrap();
      toast({
        title: t('settings.devices.signedOut.title'),
        description: t('settings.devices.signedOut.text', { device: title }),
        variant: 'success',
      });
    } catch (error) {
      // "That session has already ended." when it was signed out meanwhile (the list is refreshed).
      toast({
        title: t('settings.devices.signOutFailed.title'),
        description: refusal(error) ?? t('settings.devices.signOutFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <li className="device-row">
      <Icon className="device-row__icon" aria-hidden />
      <div className="device-row__body">
        <p className="device-row__name">
          {title}
          {session.current ? (
            <span className="device-row__tag">{t('settings.devices.thisDevice')}</span>
          ) : null}
        </p>
        <p className="device-row__meta muted">
          <span title={new Date(session.createdAt).toLocaleString(ago.locale)}>
            {t('settings.devices.signedIn', { ago: timeAgo(session.createdAt, undefined, ago) })}
          </span>
          {' · '}
          {session.current
            ? t('settings.devices.activeNow')
            : t('settings.devices.lastActive', {
                ago: timeAgo(session.lastSeenAt, undefined, ago),
              })}
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="btn btn--secondary device-row__action"
          onClick={() => void end()}
          disabled={isLoading}
          aria-label={t('settings.devices.signOutOne', { device: title })}
        >
          {t(isLoading ? 'settings.devices.signingOut' : 'settings.devices.signOut')}
        </button>
      )}
    </li>
  );
}

/**
 * While loading: this device's row and the line under the list, the shape the list nearly always
 * has, so the sections below (Delete Account among them) do not move when it arrives.
 */
function DevicesLoading() {
  const { t } = useLanguage();
  return (
    <div aria-busy="true">
      <ul className="device-list">
        <li className="device-row">
          <MobileOutlined className="device-row__icon device-row__icon--loading" aria-hidden />
          <div className="device-row__body">
            <p className="device-row__name muted">
              {t('settings.devices.loading')}
              <span className="device-row__tag device-row__tag--loading">
                {t('settings.devices.thisDevice')}
              </span>
            </p>
            <p className="device-row__meta muted">{NBSP}</p>
          </div>
        </li>
      </ul>
      <p className="muted device-list__alone">{NBSP}</p>
    </div>
  );
}

/** The list could not be loaded: said at once, with a way to ask again. */
function DevicesLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <div className="form-alert" role="alert">
      {t('settings.devices.loadFailed')}{' '}
      <button type="button" className="btn btn--link" onClick={onRetry}>
        {t('settings.devices.tryAgain')}
      </button>
    </div>
  );
}

/** The devices, this one first, and signing out the others (or saying there are none). */
function DeviceList({
  sessions,
  onEndOthers,
}: {
  sessions: DeviceSession[];
  onEndOthers: () => void;
}) {
  const others = sessions.filter((session) => !session.current).length;
  const { t } = useLanguage();
  return (
    <>
      <ul className="device-list" aria-label={t('settings.devices.list')}>
        {sessions.map((session) => (
          <DeviceRow key={session.id} session={session} />
        ))}
      </ul>
      {others > 0 ? (
        <button type="button" className="btn btn--secondary" onClick={onEndOthers}>
          {t('settings.devices.everywhere')}
        </button>
      ) : (
        <p className="muted device-list__alone">{t('settings.devices.alone')}</p>
      )}
    </>
  );
}

/** Settings → Devices: where the account is signed in, and signing any other device out. */
export function DevicesSection() {
  const sessions = useGetSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [signOutOthers, { isLoading: endingOthers }] = useSignOutOtherDevicesMutation();
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const { t } = useLanguage();

  const endOthers = async () => {
    try {
      const { revoked } = await signOutOthers().unwrap();
      setConfirming(false);
      toast({
        title: t('settings.devices.everywhereDone.title'),
        description: t('settings.devices.everywhereDone.text', { count: revoked }),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('settings.devices.signOutFailed.title'),
        description: t('settings.devices.everywhereFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <QueryState
      query={sessions}
      loading={<DevicesLoading />}
      error={<DevicesLoadFailed onRetry={() => void sessions.refetch()} />}
    >
      {(data) => (
        <>
          <DeviceList sessions={inOrder(data)} onEndOthers={() => setConfirming(true)} />
          <Modal
            open={confirming}
            onCancel={() => !endingOthers && setConfirming(false)}
            title={t('settings.devices.everywhereTitle')}
            centered
            footer={[
              <Button key="cancel" onClick={() => setConfirming(false)} disabled={endingOthers}>
                {t('settings.delete.cancel')}
              </Button>,
              <Button
                key="confirm"
                type="primary"
                loading={endingOthers}
                onClick={() => void endOthers()}
              >
                {t(endingOthers ? 'settings.devices.signingOut' : 'settings.devices.signOutOthers')}
              </Button>,
            ]}
          >
            <p>{t('settings.devices.everywhereBody')}</p>
            <p>
              <strong>{t('settings.devices.staysSignedIn')}</strong>
            </p>
          </Modal>
        </>
      )}
    </QueryState>
  );
}
