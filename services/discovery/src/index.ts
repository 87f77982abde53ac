export { discoveryService } from './discovery.definition';
export type { DiscoveryConfig } from './discovery.env';
