import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DiscoveryRpc, type ResourcesResult, type RpcPayload } from '@tend/contracts';
import { DocumentsRepository } from './documents.repository';

const perSearch = 200;

/** The resources library: documents of approved sources, grouped by category. */
@Controller()
export class ResourcesController {
  constructor(private readonly documents: DocumentsRepository) {}

  @MessagePattern(DiscoveryRpc.searchResources.pattern)
  async search(
    @Payload() { q, category }: RpcPayload<typeof DiscoveryRpc.searchResources>,
  ): Promise<ResourcesResult> {
    const hits = await this.documents.search(q || undefined, category || undefined, perSearch);
    const groups = new Map<string, ResourcesResult['categories'][number]['documents']>();
    for (const { category: name, publishedAt, ...hit } of hits) {
      const list = groups.get(name) ?? [];
      list.push({ ...hit, publishedAt: publishedAt.toISOString() });
      groups.set(name, list);
    }
    const categories = [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, documents]) => ({ category: name, documents }));
    return { total: hits.length, categories };
  }
}
