/**
 * Where each kind of notification takes the person who taps it: the app's own pages. One list, so
 * a notification never points at a page the web app does not open (everyday-home.test.ts follows
 * each one in a browser).
 */
export const InboxLinks = {
  /** The burden check-in, for a reminder to take it. */
  checkIn: '/assessment',
  /** One saved check-in's full result. */
  checkInResult: (assessmentId: string) => `/assessment?result=${encodeURIComponent(assessmentId)}`,
  coach: '/ai-coach',
  profile: '/profile',
  /** Settings' "Download my data" section. */
  dataExport: '/settings#download-data',
  /** The discovery jobs tab, for super administrators. */
  discoveryJobs: '/admin/discovery?tab=jobs',
} as const;
