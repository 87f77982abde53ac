/** The services of Tend, each owning its database, RPC queue and event queue. */
export const ServiceNames = [
  'identity',
  'care-profile',
  'coach',
  'assessment',
  'notifications',
  'discovery',
] as const;
export type ServiceName = (typeof ServiceNames)[number];

/** Default health and metrics ports (DESIGN.md): 9101-9106 for services, 9111-9112 for workers. */
export const HealthPorts: Record<ServiceName | 'email-worker' | 'crawl-worker', number> = {
  identity: 9101,
  'care-profile': 9102,
  coach: 9103,
  assessment: 9104,
  notifications: 9105,
  discovery: 9106,
  'email-worker': 9111,
  'crawl-worker': 9112,
};

/** Services that hold user data and must confirm its erasure before a deletion is complete. */
export const ServicesHoldingUserData: readonly ServiceName[] = ServiceNames;
