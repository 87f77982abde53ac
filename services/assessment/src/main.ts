import { runService } from '@tend/platform';
import { assessmentService } from './assessment.definition';

runService(assessmentService);
