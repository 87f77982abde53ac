export { identityService } from './identity.definition';
export type { IdentityConfig } from './identity.env';
export { lockoutSeconds } from './sessions/login-throttle';
