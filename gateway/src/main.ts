import { runService } from '@tend/platform';
import { gatewayService } from './gateway.definition';

runService(gatewayService);
