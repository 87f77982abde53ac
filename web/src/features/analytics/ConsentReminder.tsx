import { useEffect, useRef } from 'react';
import { useAuth } from '../auth/use-auth';
import { usePublicConfig } from '../config/config.api';
import { useToast } from '../toasts/use-toast';
import { useT } from '../../i18n/LanguageProvider';

const PENDING_KEY = 'tend.consentReminderPending';
export const CONSENT_REMINDER_SCHEDULE_DELAY_MS = 100;
export const CONSENT_REMINDER_DELAY_MS = 5000;

/** Called on sign-in (login or a completed sign-up): the reminder shows once, 5 s later. */
export function requestConsentReminder(): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, 'true');
  } catch {
    // storage unavailable: no reminder
  }
}

function takePending(): boolean {
  try {
    const pending = window.sessionStorage.getItem(PENDING_KEY) === 'true';
    if (pending) window.sessionStorage.removeItem(PENDING_KEY);
    return pending;
  } catch {
    return false;
  }
}

/**
 * The consent reminder toast (docs/product-spec.md section 4): 5 s after sign-in, scheduled after a 100 ms delay.
 * Shown only where analytics is actually configured, and only to a user who has it on.
 */
export function ConsentReminder() {
  const { isAuthenticated, user } = useAuth();
  const { config } = usePublicConfig();
  const toast = useToast();
  // The words are looked up when the toast shows, in the language the screens speak by then: a
  // language arriving meanwhile must not restart (and so lose) the reminder.
  const t = useT();
  const words = useRef(t);
  useEffect(() => {
    words.current = t;
  }, [t]);
  const analyticsOn = Boolean(config.analyticsMeasurementId) && user?.analyticsConsent === true;

  useEffect(() => {
    if (!isAuthenticated || !analyticsOn) return;
    let reminder: number | undefined;
    const scheduler = window.setTimeout(() => {
      if (!takePending()) return;
      reminder = window.setTimeout(() => {
        toast({
          title: words.current('app.consentReminder.title'),
          description: words.current('app.consentReminder.text'),
        });
      }, CONSENT_REMINDER_DELAY_MS);
    }, CONSENT_REMINDER_SCHEDULE_DELAY_MS);
    return () => {
      window.clearTimeout(scheduler);
      if (reminder !== undefined) window.clearTimeout(reminder);
    };
  }, [isAuthenticated, analyticsOn, toast]);

  return null;
}
