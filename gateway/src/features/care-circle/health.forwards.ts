import { CircleNotFound, MedicationNotFound } from '@tend/contracts';
import { forwardingController } from '../../http/routes/forwarding-controller';

const circle = { id: CircleNotFound };
const medication = { ...circle, medicationId: MedicationNotFound };

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
    listDoses: { ids: circle },
    logDose: { ids: circle },
    listCareLog: { ids: circle },
    addCareLogEntry: { ids: circle },
    setCareLogRanges: { ids: circle },
    healthAudit: { ids: circle },
  },
);
