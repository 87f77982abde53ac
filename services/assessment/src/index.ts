export { assessmentService } from './assessment.definition';
export type { AssessmentConfig } from './assessment.env';
