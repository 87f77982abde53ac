import { forwardingController } from '../../http/routes/forwarding-controller';

/**
 * The in-app inbox and support requests, forwarded to notifications as RouteForwards declares.
 * The public form is for someone who cannot sign in: notifications limits it per client address
 * and per e-mail address, and quietly drops what a bot sends.
 */
export const NotificationsForwards = forwardingController(
  'NotificationsForwards',
  'notifications',
  {
    listNotifications: {},
    markAllNotificationsRead: {},
    markNotificationRead: { ids: { id: 'We could not find that notification.' } },
    getCheckInReminder: {},
    askCheckInReminder: {
      rateLimit: { name: 'check-in-reminder', limit: 30, windowSeconds: 3600, by: 'user' },
    },
    submitSupport: {
      rateLimit: { name: 'support', limit: 10, windowSeconds: 3600, by: 'user' },
    },
    submitPublicSupport: {},
  },
);
