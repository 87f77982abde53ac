import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HelpLines, RECOMMENDATION_KEYS } from '@tend/contracts';
import { RecommendationTexts } from './recommendation-texts';

/** The web app's check-in catalogue in a language, where it words each step by its key. */
function catalogue(language: 'en' | 'es-US'): Record<string, string> {
  const file = path.join(
    __dirname,
    '../../../../web/src/i18n/catalogues',
    language,
    'assessment.json',
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** The values the web app fills the steps' messages with (recommendation-words.ts). */
const lines: Record<string, string> = {
  lifelineNumber: HelpLines.lifeline.number,
  emergencyNumber: HelpLines.emergency.number,
  eldercareName: HelpLines.eldercareLocator.name,
  eldercareNumber: HelpLines.eldercareLocator.number,
};
const filled = (message: string) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => lines[name] ?? whole);

describe("the web app's words for each step", () => {
  it.each(RECOMMENDATION_KEYS)('%s: English word for word as the service gives it', (key) => {
    expect(filled(catalogue('en')[`assessment.recommendation.${key}`] ?? '')).toBe(
      RecommendationTexts[key],
    );
  });

  it.each(RECOMMENDATION_KEYS)('%s: Spanish, with no value left unfilled', (key) => {
    const spanish = filled(catalogue('es-US')[`assessment.recommendation.${key}`] ?? '');
    expect(spanish).not.toBe('');
    expect(spanish).not.toMatch(/[{}]/);
    expect(spanish).not.toBe(RecommendationTexts[key]);
  });
});
