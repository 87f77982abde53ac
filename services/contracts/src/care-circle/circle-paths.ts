// A module of its own, with no schema in it: the web app's shell imports it, and importing a
// module of schemas would bring zod into the first download.
/**
 * The web app's address for her care circles (one circle opens it; several are listed): where the
 * coach sends her when its advice is to share the load, without knowing which recipient is meant.
 */
export const CareCirclesPath = '/circles';
