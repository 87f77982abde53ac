import { runService } from '@tend/platform';
import { notificationsService } from './notifications.definition';

runService(notificationsService);
