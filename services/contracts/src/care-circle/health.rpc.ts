import { z } from 'zod';
import { defineRpc } from '../messaging/define';
import { UserId } from '../common/primitives';
import { CircleNotFound } from './circle.schemas';
import {
  AddLogEntryBody,
  CareLog,
  LogEntry,
  LogEntryNotFound,
  LogQuery,
  LogRanges,
  SetLogRangesBody,
  UpdateLogEntryBody,
} from './care-log.schemas';
import { DosesQuery, Dose, LogDoseBody, TodaysDoses } from './dose.schemas';
import { HealthAuditEntry } from './health-audit.schemas';
import {
  VisitQuestionsBody,
  VisitSummary,
  VisitSummaryLink,
  VisitSummaryLinkListed,
  VisitSummaryLinkNotFound,
} from './visit-summary.schemas';
import {
  CreateMedicationBody,
  Medication,
  MedicationChange,
  MedicationNotFound,
  UpdateMedicationBody,
} from './medication.schemas';
import { CoachMedicinesSetting } from './coach-medicines';

const InCircle = z.object({ userId: UserId, recipientId: z.uuid({ error: CircleNotFound }) });
const OnMedication = InCircle.extend({ medicationId: z.uuid({ error: MedicationNotFound }) });
const OnLogEntry = InCircle.extend({ entryId: z.uuid({ error: LogEntryNotFound }) });

/**
 * The recipient's health information in care-circle: medicines, doses, the care log and its
 * audit. Only the owner, organizers and family reach it; a helper is answered 404, as a stranger.
 */
export const CareCircleHealthRpc = {
  listMedications: defineRpc(
    'care-circle',
    'care-circle.medications.list',
    InCircle.extend({ current: z.boolean().optional() }),
    z.array(Medication),
  ),
  createMedication: defineRpc(
    'care-circle',
    'care-circle.medications.create',
    InCircle.extend({ medication: CreateMedicationBody }),
    Medication,
  ),
  updateMedication: defineRpc(
    'care-circle',
    'care-circle.medications.update',
    OnMedication.extend({ changes: UpdateMedicationBody }),
    Medication,
  ),
  medicationHistory: defineRpc(
    'care-circle',
    'care-circle.medications.history',
    OnMedication,
    z.array(MedicationChange),
  ),
  /** Whether the coach may use the medicine list: read by the circle's family, set by the owner. */
  coachMedicines: defineRpc(
    'care-circle',
    'care-circle.medications.coach-setting',
    InCircle,
    CoachMedicinesSetting,
  ),
  setCoachMedicines: defineRpc(
    'care-circle',
    'care-circle.medications.set-coach-setting',
    InCircle.extend(CoachMedicinesSetting.shape),
    CoachMedicinesSetting,
  ),
  listDoses: defineRpc(
    'care-circle',
    'care-circle.doses.list',
    InCircle.extend(DosesQuery.shape),
    TodaysDoses,
  ),
  logDose: defineRpc(
    'care-circle',
    'care-circle.doses.log',
    InCircle.extend({ dose: LogDoseBody }),
    Dose,
  ),
  listLog: defineRpc(
    'care-circle',
    'care-circle.log.list',
    InCircle.extend(LogQuery.shape),
    CareLog,
  ),
  addLogEntry: defineRpc(
    'care-circle',
    'care-circle.log.add',
    InCircle.extend({ entry: AddLogEntryBody }),
    LogEntry,
  ),
  /** A correction by the entry's author or the owner; the entry as it was is kept in its history. */
  updateLogEntry: defineRpc(
    'care-circle',
    'care-circle.log.update',
    OnLogEntry.extend({ entry: UpdateLogEntryBody }),
    LogEntry,
  ),
  deleteLogEntry: defineRpc(
    'care-circle',
    'care-circle.log.delete',
    OnLogEntry,
    z.object({ ok: z.literal(true) }),
  ),
  setLogRanges: defineRpc(
    'care-circle',
    'care-circle.log.ranges',
    InCircle.extend(SetLogRangesBody.shape),
    LogRanges,
  ),
  healthAudit: defineRpc(
    'care-circle',
    'care-circle.health.audit',
    InCircle,
    z.array(HealthAuditEntry),
  ),
  visitSummary: defineRpc('care-circle', 'care-circle.visit-summary.get', InCircle, VisitSummary),
  setVisitQuestions: defineRpc(
    'care-circle',
    'care-circle.visit-summary.questions',
    InCircle.extend(VisitQuestionsBody.shape),
    VisitSummary,
  ),
  shareVisitSummary: defineRpc(
    'care-circle',
    'care-circle.visit-summary.share',
    InCircle,
    VisitSummaryLink,
  ),
  /** The owner's clinician links, newest first: live, expired and turned off. */
  listVisitSummaryLinks: defineRpc(
    'care-circle',
    'care-circle.visit-summary.links',
    InCircle,
    z.array(VisitSummaryLinkListed),
  ),
  revokeVisitSummaryLink: defineRpc(
    'care-circle',
    'care-circle.visit-summary.revoke',
    InCircle.extend({ linkId: z.uuid({ error: VisitSummaryLinkNotFound }) }),
    z.object({ ok: z.literal(true) }),
  ),
  /** The summary for a clinician: the link's secret token is the only credential. */
  sharedVisitSummary: defineRpc(
    'care-circle',
    'care-circle.visit-summary.shared',
    z.object({ token: z.string().max(200) }),
    VisitSummary,
  ),
} as const;
