import { runService } from '@tend/platform';
import { emailWorkerService } from './notifications.definition';

runService(emailWorkerService);
