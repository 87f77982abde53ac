import { forwardingController } from '../../http/routes/forwarding-controller';

/** The caller's check-in history: forwarded to assessment as RouteForwards declares. */
export const AssessmentForwards = forwardingController('AssessmentForwards', 'assessments', {
  listAssessments: {},
  getAssessment: { ids: { id: 'We could not find that assessment.' } },
});
