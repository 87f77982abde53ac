import type { EventContract, RpcContract } from './messaging/define';
import * as identityEvents from './identity/identity.events';
import { IdentityRpc } from './identity/identity.rpc';

/**
 * Every event and RPC pattern Tend knows. The transport validates each message against its entry
 * at both ends; a name missing here cannot be sent or handled.
 */
export const EventCatalogue: readonly EventContract[] = [...Object.values(identityEvents)];

export const RpcCatalogue: readonly RpcContract[] = [...Object.values(IdentityRpc)];

export function findEvent(name: string): EventContract | undefined {
  return EventCatalogue.find((event) => event.name === name);
}

export function findRpc(pattern: string): RpcContract | undefined {
  return RpcCatalogue.find((rpc) => rpc.pattern === pattern);
}
