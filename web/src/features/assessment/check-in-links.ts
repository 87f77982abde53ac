/** Where one saved check-in's full result opens (its notification links to the same place). */
export const checkInResultPath = (id: string): string =>
  `/assessment?result=${encodeURIComponent(id)}`;

/** Home's "Check in": straight to a new check-in, past the choice of seeing the last result. */
export const newCheckInPath = '/assessment?new=1';

/** The care coach with a question ready in the message box, for her to send or change. */
export const coachAskPath = (question: string): string =>
  `/ai-coach?ask=${encodeURIComponent(question)}`;
