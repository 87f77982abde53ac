import type { UnsubscribeScope } from '@tend/contracts';
import type { EmailCategory, EmailTemplateName } from '../jobs';

/**
 * E-mails whose delivery record is deleted once it is done (sent, suppressed or failed): the
 * notice that an account was deleted, whose address must not outlive the erasure, and a
 * visitor's checker results, whose address is given for that one e-mail only.
 */
export const forgottenOnceDone: ReadonlySet<EmailTemplateName> = new Set([
  'account-deleted',
  'eligibility-results',
]);

export interface RecipientPreferences {
  emailNotifications: boolean;
  tipNotifications: boolean;
}

export type EmailDecision = { send: true } | { send: false; reason: string };

/**
 * Whether an e-mail may go. Verification, security and support e-mail always goes; tips and other
 * optional e-mail obey the user's settings and every unsubscribe; a bounced address gets nothing.
 */
export function decideEmail(
  category: EmailCategory,
  preferences: RecipientPreferences | undefined,
  suppressedScopes: readonly UnsubscribeScope[],
  bounced: boolean,
): EmailDecision {
  if (bounced) return { send: false, reason: 'the address bounced permanently' };
  switch (category) {
    case 'transactional':
      return { send: true };
    case 'tips':
      if (suppressedScopes.includes('all') || suppressedScopes.includes('tips'))
        return { send: false, reason: 'unsubscribed' };
      if (preferences && (!preferences.emailNotifications || !preferences.tipNotifications)) {
        return { send: false, reason: 'turned off in settings' };
      }
      return { send: true };
    case 'updates':
      if (suppressedScopes.includes('all') || suppressedScopes.includes('updates'))
        return { send: false, reason: 'unsubscribed' };
      if (preferences && !preferences.emailNotifications)
        return { send: false, reason: 'turned off in settings' };
      return { send: true };
  }
}

/** The unsubscribe scope a category's link stops (transactional links stop all optional e-mail). */
export function unsubscribeScopeFor(category: EmailCategory): UnsubscribeScope {
  return category === 'transactional' ? 'all' : category;
}
