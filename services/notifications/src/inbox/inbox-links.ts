/**
 * Where each kind of notification takes the person who taps it: the app's own pages. One list, so
 * a notification never points at a page the web app does not open (everyday-home.test.ts follows
 * each one in a browser). The circle's pages (`/recipients/…`) are the web app's next screens.
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
  /** A care recipient's circle: members and roles. */
  circle: (recipientId: string) => `/recipients/${encodeURIComponent(recipientId)}/circle`,
  /** One task of a circle, for its reminders. */
  circleTask: (recipientId: string, taskId: string) =>
    `/recipients/${encodeURIComponent(recipientId)}/tasks/${encodeURIComponent(taskId)}`,
  /** A circle's updates, for a digest. */
  circleUpdates: (recipientId: string) => `/recipients/${encodeURIComponent(recipientId)}/updates`,
  /** One update of a circle, for the notice that it was posted. */
  circleUpdate: (recipientId: string, updateId: string) =>
    `/recipients/${encodeURIComponent(recipientId)}/updates/${encodeURIComponent(updateId)}`,
  /**
   * The recipient's doses of a day, for dose reminders and missed-dose notices: the dose's own day
   * (`YYYY-MM-DD` in the circle's zone), so a bedtime dose's notice read after midnight still opens
   * the day it is on (Today shows today for a day not yet gone).
   */
  circleDoses: (recipientId: string, day?: string) =>
    `/recipients/${encodeURIComponent(recipientId)}/doses${day ? `?day=${encodeURIComponent(day)}` : ''}`,
  /** The recipient's medicine list, for refill reminders. */
  circleMedications: (recipientId: string) =>
    `/recipients/${encodeURIComponent(recipientId)}/medications`,
  /** The discovery jobs tab, for super administrators. */
  discoveryJobs: '/admin/discovery?tab=jobs',
} as const;
