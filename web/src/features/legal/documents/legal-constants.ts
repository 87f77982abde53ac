/** Every legal page is marked last updated August 27, 2025 (spec section 1). */
export const LEGAL_LAST_UPDATED = 'August 27, 2025';
