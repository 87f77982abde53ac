export { careProfileService } from './care-profile.definition';
export type { CareProfileConfig } from './care-profile.env';
