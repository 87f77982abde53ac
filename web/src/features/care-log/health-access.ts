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

/**
 * Whether an address is one of the health screens': today's doses, the medicines, the care log,
 * the doctor's page, or a clinician's copy of it (the circle's screens hand these on).
 */
export const isHealthAddress = (pathname: string) =>
  pathname.startsWith('/visit/') ||
  /^\/recipients\/[^/]+\/(doses|medications|care-log|visit-summary)(\/|$)/.test(pathname);
