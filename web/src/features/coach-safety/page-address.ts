/** The crisis protocol's page: public, rendered at build time (src/prerender/public-pages.ts). */
export const COACH_SAFETY_PATH = '/coach-safety';
export const COACH_SAFETY_TITLE = "How Tend's coach handles a crisis";
