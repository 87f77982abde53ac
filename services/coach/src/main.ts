import { runService } from '@tend/platform';
import { coachService } from './coach.definition';

runService(coachService);
