export { identityService } from './identity.definition';
export type { IdentityConfig } from './identity.env';
