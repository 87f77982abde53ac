export { discoveryService, crawlWorkerService } from './discovery.definition';
export type { DiscoveryConfig } from './discovery.env';
export { runCrawl, type CrawlOutcome } from './crawler/crawl-runner';
export {
  baseCrawlerOptions,
  inMemoryConfiguration,
  newTally,
  type CrawlSettings,
  type CrawlSink,
} from './crawler/crawl-settings';
