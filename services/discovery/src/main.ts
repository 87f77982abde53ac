import { runService } from '@tend/platform';
import { discoveryService } from './discovery.definition';

runService(discoveryService);
