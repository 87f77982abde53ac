export { gatewayService } from './gateway.definition';
export type { GatewayConfig } from './config/gateway-env';
