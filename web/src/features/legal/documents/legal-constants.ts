/** Every legal page is marked last updated August 27, 2025 (docs/product-spec.md section 1). */
export const LEGAL_LAST_UPDATED = 'August 27, 2025';
/** The same day, written in each reader's language (LegalText). */
export const LEGAL_LAST_UPDATED_ON = new Date(Date.UTC(2025, 7, 27));
