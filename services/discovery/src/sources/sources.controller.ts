import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DiscoveryRpc, type RpcPayload } from '@tend/contracts';
import { pageFrom, positionOf } from '../paging/page-cursor';
import { PreflightService } from '../preflight/preflight.service';
import { SourcesRepository, toContentSource } from './sources.repository';
import { SourcesService } from './sources.service';

@Controller()
export class SourcesController {
  constructor(
    private readonly sources: SourcesService,
    private readonly repository: SourcesRepository,
    private readonly preflights: PreflightService,
  ) {}

  @MessagePattern(DiscoveryRpc.listSources.pattern)
  list() {
    return this.repository.list();
  }

  @MessagePattern(DiscoveryRpc.pageSources.pattern)
  async page(@Payload() { q, status, cursor, limit }: RpcPayload<typeof DiscoveryRpc.pageSources>) {
    const position = positionOf(cursor);
    const rows = await this.repository.page({ q: q || undefined, status, position }, limit + 1);
    return pageFrom(
      rows,
      limit,
      (r) => ({ createdAt: r.source.createdAt, id: r.source.id }),
      (r) => toContentSource(r.source, r.documentCount),
    );
  }

  @MessagePattern(DiscoveryRpc.createSource.pattern)
  create(@Payload() { actorId, ...input }: RpcPayload<typeof DiscoveryRpc.createSource>) {
    return this.sources.create(input, actorId);
  }

  @MessagePattern(DiscoveryRpc.updateSource.pattern)
  update(
    @Payload() { actorId, sourceId, ...changes }: RpcPayload<typeof DiscoveryRpc.updateSource>,
  ) {
    return this.sources.update(sourceId, changes, actorId);
  }

  @MessagePattern(DiscoveryRpc.approveSource.pattern)
  approve(
    @Payload() { sourceId, legalNotes, actorId }: RpcPayload<typeof DiscoveryRpc.approveSource>,
  ) {
    return this.sources.approve(sourceId, legalNotes, actorId);
  }

  @MessagePattern(DiscoveryRpc.rejectSource.pattern)
  reject(@Payload() { sourceId, notes, actorId }: RpcPayload<typeof DiscoveryRpc.rejectSource>) {
    return this.sources.reject(sourceId, notes, actorId);
  }

  @MessagePattern(DiscoveryRpc.emergencyStop.pattern)
  emergencyStop(
    @Payload() { sourceId, reason, actorId }: RpcPayload<typeof DiscoveryRpc.emergencyStop>,
  ) {
    return this.sources.emergencyStop(sourceId, reason, actorId);
  }

  @MessagePattern(DiscoveryRpc.sourceAudit.pattern)
  audit(@Payload() { sourceId }: RpcPayload<typeof DiscoveryRpc.sourceAudit>) {
    return this.sources.audit(sourceId);
  }

  @MessagePattern(DiscoveryRpc.preflight.pattern)
  preflight(@Payload() { sourceId }: RpcPayload<typeof DiscoveryRpc.preflight>) {
    return this.preflights.report(sourceId);
  }
}
