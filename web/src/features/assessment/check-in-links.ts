/** Where one saved check-in's full result opens (its notification links to the same place). */
export const checkInResultPath = (id: string): string =>
  `/assessment?result=${encodeURIComponent(id)}`;

/** Home's "Check in": straight to a new check-in, past the choice of seeing the last result. */
export const newCheckInPath = '/assessment?new=1';
