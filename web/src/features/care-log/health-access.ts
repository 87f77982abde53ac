import type { CircleRole } from '@tend/contracts';

/**
 * Who may see and change the recipient's health information, as care-circle enforces it: family,
 * organizers and the owner read and log; only the owner sets ranges, questions and shared links.
 * Helpers get a 404 from every health route, so their screens never offer one.
 */
export const health = {
  see: (role: CircleRole) => role !== 'helper',
  manage: (role: CircleRole) => role === 'owner',
};

export const careLogPath = (recipientId: string) =>
  `/recipients/${encodeURIComponent(recipientId)}/care-log`;
export const visitSummaryPath = (recipientId: string) =>
  `/recipients/${encodeURIComponent(recipientId)}/visit-summary`;
