import type { EventContract, RpcContract } from './messaging/define';
import * as assessmentEvents from './assessment/assessment.events';
import { AssessmentRpc } from './assessment/assessment.rpc';
import * as careCircleEvents from './care-circle/care-circle.events';
import * as careCircleHealthEvents from './care-circle/health.events';
import * as coachMedicineEvents from './care-circle/coach-medicines';
import { CareCircleRpc } from './care-circle/care-circle.rpc';
import { CareCircleHealthRpc } from './care-circle/health.rpc';
import * as careProfileEvents from './care-profile/care-profile.events';
import { CareProfileRpc } from './care-profile/care-profile.rpc';
import { CoachRpc } from './coach/coach.rpc';
import * as discoveryEvents from './discovery/discovery.events';
import { DiscoveryRpc } from './discovery/discovery.rpc';
import * as identityEvents from './identity/identity.events';
import { IdentityRpc } from './identity/identity.rpc';
import * as emailChangeEvents from './identity/email-change.events';
import { EmailChangeRpc } from './identity/email-change.rpc';
import * as passwordEvents from './identity/password.events';
import { PasswordRpc } from './identity/password.rpc';
import * as dataExportEvents from './data-export/data-export.events';
import { DataExportRpc } from './data-export/data-export.rpc';
import { NotificationsRpc } from './notifications/notifications.rpc';

const eventModules: Record<string, unknown>[] = [
  identityEvents,
  emailChangeEvents,
  passwordEvents,
  careProfileEvents,
  assessmentEvents,
  discoveryEvents,
  dataExportEvents,
  careCircleEvents,
  careCircleHealthEvents,
  coachMedicineEvents,
];

const rpcGroups: Record<string, RpcContract>[] = [
  IdentityRpc,
  EmailChangeRpc,
  PasswordRpc,
  CareProfileRpc,
  AssessmentRpc,
  NotificationsRpc,
  DiscoveryRpc,
  CoachRpc,
  DataExportRpc,
  CareCircleRpc,
  CareCircleHealthRpc,
];

function isEvent(value: unknown): value is EventContract {
  return (
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'event'
  );
}

/**
 * Every event and RPC pattern Tend knows. The transport validates each message against its entry
 * at both ends; a name missing here cannot be sent or handled.
 */
export const EventCatalogue: readonly EventContract[] = eventModules.flatMap((module) =>
  Object.values(module).filter(isEvent),
);

export const RpcCatalogue: readonly RpcContract[] = rpcGroups.flatMap((group) =>
  Object.values(group),
);

const eventsByName = new Map(EventCatalogue.map((event) => [event.name, event]));
const rpcsByPattern = new Map(RpcCatalogue.map((rpc) => [rpc.pattern, rpc]));
if (eventsByName.size !== EventCatalogue.length)
  throw new Error('Two events share a name in the contracts catalogue');
if (rpcsByPattern.size !== RpcCatalogue.length)
  throw new Error('Two RPC contracts share a pattern in the catalogue');

export function findEvent(name: string): EventContract | undefined {
  return eventsByName.get(name);
}

export function findRpc(pattern: string): RpcContract | undefined {
  return rpcsByPattern.get(pattern);
}
