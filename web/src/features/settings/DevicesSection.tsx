import { DesktopOutlined, MobileOutlined, TabletOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../components/QueryState';
import { useRefusal } from '../../i18n/refusals';
import { useToast } from '../toasts/use-toast';
import { deviceKind, deviceTitle, timeAgo, type DeviceKind } from './device-labels';
import {
  useGetSessionsQuery,
  useSignOutDeviceMutation,
  useSignOutOtherDevicesMutation,
  type DeviceSession,
} from './devices.api';
import './devices.css';

export const DevicesTexts = {
  loadFailed: 'Failed to load your devices.',
  signOutFailed: 'Failed to sign out that device. Please try again.',
  everywhereTitle: 'Sign out everywhere else?',
  everywhereBody:
    'Every other phone, tablet and computer signed in to your account will be signed out. Whoever uses them will need your email and password to get back in.',
  staysSignedIn: 'This device stays signed in.',
  everywhereFailed: 'Failed to sign out your other devices. Please try again.',
} as const;

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
  const title = deviceTitle(session);
  const Icon = icons[deviceKind(session.device)];

  const end = async () => {
    try {
      await signOut(session.id).unwrap();
      toast({
        title: 'Device Signed Out',
        description: `${title} has been signed out.`,
        variant: 'success',
      });
    } catch (error) {
      // "That session has already ended." when it was signed out meanwhile (the list is refreshed).
      toast({
        title: 'Sign-out Failed',
        description: refusal(error) ?? DevicesTexts.signOutFailed,
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
          {session.current ? <span className="device-row__tag">This device</span> : null}
        </p>
        <p className="device-row__meta muted">
          <span title={new Date(session.createdAt).toLocaleString('en-US')}>
            Signed in {timeAgo(session.createdAt)}
          </span>
          {' · '}
          {session.current ? 'Active now' : `Last active ${timeAgo(session.lastSeenAt)}`}
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="btn btn--secondary device-row__action"
          onClick={() => void end()}
          disabled={isLoading}
          aria-label={`Sign out ${title}`}
        >
          {isLoading ? 'Signing out...' : 'Sign out'}
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
  return (
    <div aria-busy="true">
      <ul className="device-list">
        <li className="device-row">
          <MobileOutlined className="device-row__icon device-row__icon--loading" aria-hidden />
          <div className="device-row__body">
            <p className="device-row__name muted">
              Loading your devices...
              <span className="device-row__tag device-row__tag--loading">This device</span>
            </p>
            <p className="device-row__meta muted">&nbsp;</p>
          </div>
        </li>
      </ul>
      <p className="muted device-list__alone">&nbsp;</p>
    </div>
  );
}

/** The list could not be loaded: said at once, with a way to ask again. */
function DevicesLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="form-alert" role="alert">
      {DevicesTexts.loadFailed}{' '}
      <button type="button" className="btn btn--link" onClick={onRetry}>
        Try again
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
  return (
    <>
      <ul className="device-list" aria-label="Signed-in devices">
        {sessions.map((session) => (
          <DeviceRow key={session.id} session={session} />
        ))}
      </ul>
      {others > 0 ? (
        <button type="button" className="btn btn--secondary" onClick={onEndOthers}>
          Sign out everywhere else
        </button>
      ) : (
        <p className="muted device-list__alone">You are signed in on this device only.</p>
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

  const endOthers = async () => {
    try {
      const { revoked } = await signOutOthers().unwrap();
      setConfirming(false);
      toast({
        title: 'Signed Out Everywhere Else',
        description: `${revoked} other ${revoked === 1 ? 'device was' : 'devices were'} signed out. ${DevicesTexts.staysSignedIn}`,
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Sign-out Failed',
        description: DevicesTexts.everywhereFailed,
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
            title={DevicesTexts.everywhereTitle}
            centered
            footer={[
              <Button key="cancel" onClick={() => setConfirming(false)} disabled={endingOthers}>
                Cancel
              </Button>,
              <Button
                key="confirm"
                type="primary"
                loading={endingOthers}
                onClick={() => void endOthers()}
              >
                {endingOthers ? 'Signing out...' : 'Sign out other devices'}
              </Button>,
            ]}
          >
            <p>{DevicesTexts.everywhereBody}</p>
            <p>
              <strong>{DevicesTexts.staysSignedIn}</strong>
            </p>
          </Modal>
        </>
      )}
    </QueryState>
  );
}
