/**
 * How long sign-in stays closed after `failures` wrong passwords in a row: nothing for the first
 * few (typos happen), then 30 s doubling to a 15-minute ceiling. The ceiling and the hourly reset
 * of the count mean an attacker can slow a caregiver's sign-in but never lock them out for good.
 */
export function lockoutSeconds(failures: number, freeAttempts: number): number {
  if (failures < freeAttempts) return 0;
  return Math.min(15 * 60, 30 * 2 ** (failures - freeAttempts));
}

export const LoginThrottle = {
  perAccount: { freeAttempts: 5 },
  perIp: { freeAttempts: 20 },
  /** A run of failures is forgotten an hour after the first of them. */
  memorySeconds: 3600,
} as const;
