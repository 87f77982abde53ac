/** The page a deleted account's browser is sent to: it says what happened (a light, public chunk). */
export const ACCOUNT_DELETED_PATH = '/account-deleted';
