import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../http/public-route';
import { PlatformMetrics } from './metrics';
import {
  DegradableChecks,
  HEALTH_CHECKS,
  runHealthChecks,
  type HealthCheck,
} from './health-checks';

/** Liveness, readiness and Prometheus metrics on each process's own port. */
@Public()
@Controller()
export class HealthController {
  constructor(
    @Inject(HEALTH_CHECKS) private readonly checks: HealthCheck[],
    private readonly degradable: DegradableChecks,
    private readonly metrics: PlatformMetrics,
  ) {}

  @Get('healthz')
  alive() {
    return { status: 'ok' };
  }

  @Get('readyz')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const [checks, optional] = await Promise.all([
      runHealthChecks(this.checks),
      runHealthChecks(this.degradable.list()),
    ]);
    const ready = Object.values(checks).every((state) => state === 'up');
    const degraded = Object.keys(optional).filter((name) => optional[name] === 'down');
    void reply.status(ready ? 200 : 503);
    return {
      status: ready ? 'ready' : 'not ready',
      checks: { ...checks, ...optional },
      ...(degraded.length > 0 ? { degraded } : {}),
    };
  }

  @Get('metrics')
  @Header('Content-Type', 'text/plain; version=0.0.4')
  async prometheus() {
    return this.metrics.registry.metrics();
  }
}
