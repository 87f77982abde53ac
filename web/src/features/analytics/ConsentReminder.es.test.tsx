import { screen } from '@testing-library/react';
import { aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import {
  CONSENT_REMINDER_DELAY_MS,
  CONSENT_REMINDER_SCHEDULE_DELAY_MS,
  ConsentReminder,
  requestConsentReminder,
} from './ConsentReminder';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('the consent reminder in Spanish', () => {
  it('reminds her of her privacy choices in Spanish, 5 s after signing in', async () => {
    requestConsentReminder();
    renderWithProviders(<ConsentReminder />, {
      user: aUser({ analyticsConsent: true }),
      config: { analyticsMeasurementId: 'G-TEST' },
      language: 'es-US',
    });
    // Real time: the reminder waits its 5 s as it would for her.
    expect(
      await screen.findByText('Sus opciones de privacidad', undefined, {
        timeout: CONSENT_REMINDER_SCHEDULE_DELAY_MS + CONSENT_REMINDER_DELAY_MS + 2000,
      }),
    ).toBeInTheDocument();
  }, 10_000);
});
