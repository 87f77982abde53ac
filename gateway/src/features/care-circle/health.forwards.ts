import {
  CircleNotFound,
  LogEntryNotFound,
  MedicationNotFound,
  VisitSummaryLinkNotFound,
} from '@tend/contracts';
import type { RateLimitRule } from '../../http/rate-limit.guard';
import { forwardingController } from '../../http/routes/forwarding-controller';

const circle = { id: CircleNotFound };
const medication = { ...circle, medicationId: MedicationNotFound };
const logEntry = { ...circle, entryId: LogEntryNotFound };
/** A clinician's link is opened at most this often from one address (its token is 256 bits). */
const sharedLinkLimit: RateLimitRule = {
  name: 'visit-summary-link',
  limit: 60,
  windowSeconds: 3600,
  by: 'ip',
};

/**
 * The recipient's medicines, doses and care log: forwarded to care-circle, which answers a helper
 * 404 as it answers someone outside the circle, and writes every read and change to the owner's audit.
 */
export const CareCircleHealthForwards = forwardingController(
  'CareCircleHealthForwards',
  'care-circle',
  {
    listMedications: { ids: circle },
    createMedication: { ids: circle },
    updateMedication: { ids: medication },
    medicationHistory: { ids: medication },
    coachMedicines: { ids: circle },
    setCoachMedicines: { ids: circle },
    listDoses: { ids: circle },
    logDose: { ids: circle },
    listCareLog: { ids: circle },
    addCareLogEntry: { ids: circle },
    updateCareLogEntry: { ids: logEntry },
    deleteCareLogEntry: { ids: logEntry },
    setCareLogRanges: { ids: circle },
    healthAudit: { ids: circle },
    visitSummary: { ids: circle },
    setVisitQuestions: { ids: circle },
    shareVisitSummary: { ids: circle },
    listVisitSummaryLinks: { ids: circle },
    revokeVisitSummaryLink: { ids: { ...circle, linkId: VisitSummaryLinkNotFound } },
    sharedVisitSummary: { rateLimit: sharedLinkLimit },
  },
);
