export { careCircleService } from './care-circle.definition';
export type { CareCircleConfig } from './care-circle.env';
