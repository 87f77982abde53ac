import { runService } from '@tend/platform';
import { careProfileService } from './care-profile.definition';

runService(careProfileService);
