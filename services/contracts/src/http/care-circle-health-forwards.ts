import { CareCircleHealthRpc as Health } from '../care-circle/health.rpc';
import { forAnyone, forUser } from './route-forward';

const inCircle = (r: { caller: { userId: string }; params: { id: string } }) => ({
  userId: r.caller.userId,
  recipientId: r.params.id,
});
const onMedication = (r: {
  caller: { userId: string };
  params: { id: string; medicationId: string };
}) => ({ ...inCircle(r), medicationId: r.params.medicationId });
const onLogEntry = (r: {
  caller: { userId: string };
  params: { id: string; entryId: string };
}) => ({
  ...inCircle(r),
  entryId: r.params.entryId,
});

/** The recipient's medicines, doses and care log, forwarded to care-circle (RouteForwards spreads them in). */
export const CareCircleHealthForwards = {
  listMedications: forUser('listMedications', Health.listMedications, (r) => ({
    ...r.query,
    ...inCircle(r),
  })),
  createMedication: forUser('createMedication', Health.createMedication, (r) => ({
    ...inCircle(r),
    medication: r.body,
  })),
  updateMedication: forUser('updateMedication', Health.updateMedication, (r) => ({
    ...onMedication(r),
    changes: r.body,
  })),
  medicationHistory: forUser('medicationHistory', Health.medicationHistory, onMedication),
  coachMedicines: forUser('coachMedicines', Health.coachMedicines, inCircle),
  setCoachMedicines: forUser('setCoachMedicines', Health.setCoachMedicines, (r) => ({
    ...r.body,
    ...inCircle(r),
  })),
  listDoses: forUser('listDoses', Health.listDoses, (r) => ({ ...r.query, ...inCircle(r) })),
  logDose: forUser('logDose', Health.logDose, (r) => ({ ...inCircle(r), dose: r.body })),
  listCareLog: forUser('listCareLog', Health.listLog, (r) => ({ ...r.query, ...inCircle(r) })),
  addCareLogEntry: forUser('addCareLogEntry', Health.addLogEntry, (r) => ({
    ...inCircle(r),
    entry: r.body,
  })),
  updateCareLogEntry: forUser('updateCareLogEntry', Health.updateLogEntry, (r) => ({
    ...onLogEntry(r),
    entry: r.body,
  })),
  deleteCareLogEntry: forUser('deleteCareLogEntry', Health.deleteLogEntry, onLogEntry),
  setCareLogRanges: forUser('setCareLogRanges', Health.setLogRanges, (r) => ({
    ...r.body,
    ...inCircle(r),
  })),
  healthAudit: forUser('healthAudit', Health.healthAudit, inCircle),
  visitSummary: forUser('visitSummary', Health.visitSummary, inCircle),
  setVisitQuestions: forUser('setVisitQuestions', Health.setVisitQuestions, (r) => ({
    ...r.body,
    ...inCircle(r),
  })),
  shareVisitSummary: forUser('shareVisitSummary', Health.shareVisitSummary, inCircle),
  listVisitSummaryLinks: forUser('listVisitSummaryLinks', Health.listVisitSummaryLinks, inCircle),
  revokeVisitSummaryLink: forUser('revokeVisitSummaryLink', Health.revokeVisitSummaryLink, (r) => ({
    ...inCircle(r),
    linkId: r.params.linkId,
  })),
  sharedVisitSummary: forAnyone('sharedVisitSummary', Health.sharedVisitSummary, ({ params }) => ({
    token: params.token.slice(0, 200),
  })),
};
