export { gatewayService } from './gateway.definition';
export type { GatewayConfig } from './config/gateway-env';
// The links the gateway signs, for tests that forge, alter or age one to see it refused.
export { signUploadUrl } from './features/coach/upload-url';
export { dataExportKey, signDataExportLink } from './features/account/data-export-link';
