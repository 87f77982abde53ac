import type { RateLimitRule } from '../../http/rate-limit.guard';
import { forwardingController } from '../../http/routes/forwarding-controller';

const recipient = { id: 'We could not find that care recipient.' };
/** The page's call and mail clients' one-click (RFC 8058) count together. */
const unsubscribeLimit: RateLimitRule = {
  name: 'unsubscribe',
  limit: 30,
  windowSeconds: 60,
  by: 'ip',
};

/**
 * Profile, care recipients and communication settings (always the caller's own), and e-mail
 * unsubscribe links, whose signed token is their only credential: forwarded to care-profile as
 * RouteForwards declares.
 */
export const CareProfileForwards = forwardingController('CareProfileForwards', 'care-profile', {
  getProfile: {},
  saveProfile: {},
  updateProfile: {},
  listRecipients: {},
  createRecipient: {},
  updateRecipient: { ids: recipient },
  deleteRecipient: { ids: recipient },
  getCommunicationSettings: {},
  updateCommunicationSettings: {},
  unsubscribe: { rateLimit: unsubscribeLimit },
  unsubscribeOneClick: { rateLimit: unsubscribeLimit },
});
