import { Inject, Injectable } from '@nestjs/common';
import type { PreflightReport } from '@tend/contracts';
import { CONFIG, DomainError } from '@tend/platform';
import type { DiscoveryConfig } from '../discovery.env';
import { SourcesRepository } from '../sources/sources.repository';
import { runPreflight } from './preflight';

@Injectable()
export class PreflightService {
  constructor(
    @Inject(CONFIG) private readonly config: DiscoveryConfig,
    private readonly sources: SourcesRepository,
  ) {}

  async report(sourceId: string): Promise<PreflightReport> {
    const source = await this.sources.find(sourceId);
    if (!source) throw DomainError.notFound('We could not find that content source.');
    return runPreflight({
      sourceId,
      baseUrl: source.baseUrl,
      crawlDepth: source.crawlDepth,
      allowedPatterns: source.allowedPatterns,
      blockedPatterns: source.blockedPatterns,
      maxPages: this.config.DISCOVERY_MAX_PAGES_PER_JOB,
      userAgent: this.config.DISCOVERY_USER_AGENT,
      allowPrivateNetworks: this.config.DISCOVERY_ALLOW_PRIVATE_NETWORKS,
      // Leaves room inside the caller's RPC deadline for the few fetches a preflight makes.
      timeoutMs: Math.max(500, Math.floor(this.config.RPC_TIMEOUT_MS / 4)),
    });
  }
}
