export { coachService } from './coach.definition';
export type { CoachConfig } from './coach.env';
