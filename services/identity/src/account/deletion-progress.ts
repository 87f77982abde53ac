import { ServicesHoldingUserData } from '@tend/contracts';

/** Services that have not yet confirmed erasing a deleted user's data. */
export function servicesStillHolding(confirmed: readonly string[]): string[] {
  return ServicesHoldingUserData.filter((service) => !confirmed.includes(service));
}
