import { HelpLines, type AssessmentResult, type RecommendationKey } from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';
import type { LanguageState } from '../../i18n/LanguageProvider';
import '../../i18n/parts/assessment';

/** The help lines the steps name; the catalogues word the rest. */
const lines = {
  lifelineNumber: HelpLines.lifeline.number,
  emergencyNumber: HelpLines.emergency.number,
  eldercareName: HelpLines.eldercareLocator.name,
  eldercareNumber: HelpLines.eldercareLocator.number,
};

export const recommendationMessage = (key: RecommendationKey): MessageId =>
  `assessment.recommendation.${key}`;

/**
 * This week's steps in the reader's language: each by its key from the catalogues, and a text
 * saved before keys that is no known step as it was written.
 */
export function recommendationTexts(
  result: Pick<AssessmentResult, 'recommendations' | 'recommendationKeys'>,
  t: LanguageState['t'],
): string[] {
  return result.recommendations.map((text, index) => {
    const key = result.recommendationKeys[index];
    return key ? t(recommendationMessage(key), lines) : text;
  });
}
