import { runService } from '@tend/platform';
import { crawlWorkerService } from './discovery.definition';

runService(crawlWorkerService);
