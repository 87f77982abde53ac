/**
 * The services of Tend, each owning its database, RPC queue and event queue: the names that
 * `UserDataErased` and the data-export parts carry. The processes themselves (ports, packages,
 * databases) are listed in `@tend/platform/processes`, which a test keeps in step with this list.
 */
export const ServiceNames = [
  'identity',
  'care-profile',
  'coach',
  'assessment',
  'notifications',
  'discovery',
  'care-circle',
] as const;
export type ServiceName = (typeof ServiceNames)[number];

/** Services that hold user data and must confirm its erasure before a deletion is complete. */
export const ServicesHoldingUserData: readonly ServiceName[] = ServiceNames;
