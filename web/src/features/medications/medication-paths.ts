/** The medicines' addresses (routes.tsx: `/recipients/:id/medications/*`, `/recipients/:id/doses`). */
const recipient = (recipientId: string) => `/recipients/${encodeURIComponent(recipientId)}`;

/** Today's doses: the address the dose reminders' e-mails link to. */
export const todayPath = (recipientId: string) => `${recipient(recipientId)}/doses`;
export const medicinesPath = (recipientId: string) => `${recipient(recipientId)}/medications`;
export const newMedicinePath = (recipientId: string) => `${medicinesPath(recipientId)}/new`;
/** The owner's audit of who read and changed the medicines, doses, log and doctor's page. */
export const auditPath = (recipientId: string) => `${medicinesPath(recipientId)}/audit`;
export const medicinePath = (recipientId: string, medicationId: string) =>
  `${medicinesPath(recipientId)}/${encodeURIComponent(medicationId)}`;
export const recipientPath = recipient;
