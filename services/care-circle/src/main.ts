import { runService } from '@tend/platform';
import { careCircleService } from './care-circle.definition';

runService(careCircleService);
