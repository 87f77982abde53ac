/** A day as a caregiver reads it: "March 3, 2026". */
export const longDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
