import { createHmac } from 'node:crypto';
import {
  DefaultLanguage,
  eligibilityBand,
  EligibilityBandLabels,
  eligibilityResultsQuery,
  eligibilityScore,
  stateNameIn,
  type EligibilityAnswers,
  type EligibilityBand,
  type Language,
  type Localized,
} from '@tend/contracts';
import type { RequestLimit } from '@tend/platform';

/** Enough to send them again to a second address or after a typo; not enough to mail strangers. */
export const eligibilityEmailLimits = { perClientPerHour: 5, perAddressPerDay: 2 } as const;

/**
 * The per-client and per-address limits a request counts against. The address is counted under
 * a keyed hash, so the limiter's counter does not keep it either.
 */
export function eligibilityEmailLimitRules(
  email: string,
  clientIp: string,
  secret: string,
): RequestLimit[] {
  const addressKey = createHmac('sha256', secret)
    .update(`eligibility-email:${email}`)
    .digest('base64url');
  return [
    {
      key: `eligibility-email:client:${clientIp}`,
      max: eligibilityEmailLimits.perClientPerHour,
      windowSeconds: 3600,
      message:
        'Several results have been sent from this device in the last hour. Please wait an hour before sending them again.',
    },
    {
      key: `eligibility-email:address:${addressKey}`,
      max: eligibilityEmailLimits.perAddressPerDay,
      windowSeconds: 86_400,
      message:
        'We already sent these results to that address today. Please look in your inbox or spam folder.',
    },
  ];
}

/** The band's words in each language, as the checker shows them. */
const bandLabels: Localized<Record<EligibilityBand, string>> = {
  en: EligibilityBandLabels,
  'es-US': {
    eligible: 'Es muy probable que califique',
    likely: 'Es probable que califique si presenta sus documentos',
    possible: 'Podría calificar: hace falta revisar su caso',
    unlikely: 'Es poco probable que califique para este programa',
  },
};

/** What the results e-mail says, scored here from the answers (a browser's score is not taken). */
export function eligibilityEmailData(
  answers: EligibilityAnswers,
  language: Language = DefaultLanguage,
): Record<string, string> {
  const score = eligibilityScore(answers);
  return {
    language,
    score: String(score),
    bandLabel: bandLabels[language][eligibilityBand(score)],
    stateName: stateNameIn(answers.state, language),
    resultsQuery: eligibilityResultsQuery(answers),
  };
}
