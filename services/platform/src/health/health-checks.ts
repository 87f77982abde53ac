/** A dependency whose reachability decides readiness. */
export interface HealthCheck {
  name: string;
  check(): Promise<boolean>;
}

export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');

/**
 * Dependencies a process works without, less well (the coach's encoder server): readiness shows
 * each as up or down and lists the down ones as `degraded`, but never fails for them.
 */
export class DegradableChecks {
  private readonly checks: HealthCheck[] = [];

  add(check: HealthCheck): void {
    this.checks.push(check);
  }

  list(): HealthCheck[] {
    return [...this.checks];
  }
}

/** Runs every check with a short deadline: a hung dependency reads as down, not as a hung probe. */
export async function runHealthChecks(
  checks: HealthCheck[],
  timeoutMs = 2000,
): Promise<Record<string, 'up' | 'down'>> {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      const timeout = new Promise<boolean>((resolve) =>
        setTimeout(() => resolve(false), timeoutMs).unref(),
      );
      const up = await Promise.race([check().catch(() => false), timeout]);
      return [name, up ? 'up' : 'down'] as const;
    }),
  );
  return Object.fromEntries(results);
}
