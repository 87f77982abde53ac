import { runService } from '@tend/platform';
import { identityService } from './identity.definition';

runService(identityService);
