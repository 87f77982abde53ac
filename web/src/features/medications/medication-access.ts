import type { CircleRole } from '@tend/contracts';
import { health } from '../care-log/health-access';

/**
 * Who may do what with a recipient's medicines, as care-circle enforces it (health-access there):
 * the screens offer nothing one may not do. A helper sees no medicine anywhere.
 */
export const mayMedicines = {
  see: health.see,
  /** Add and change medicines; family read them and log doses. */
  edit: (role: CircleRole) => role === 'owner' || role === 'organizer',
  /** Mark a medicine critical and set when its doses count as missed. */
  setAlerts: health.manage,
  /** Let the coach use the medicine list (care-circle's coach-medicines). */
  setCoach: health.manage,
  /** Read who saw and changed the health information, and when (health-audit there). */
  readAudit: health.manage,
};
