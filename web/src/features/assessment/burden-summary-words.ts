import type { BurdenLevel, BurdenQuestionId } from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';
import '../../i18n/parts/checkInSummary';

/**
 * The catalogue names of a check-in's summary: every question's topic, every level's burden. Home's
 * check-in card shows them without the rest of the check-in's words (`burdenWords`).
 */
export const burdenSummaryWords = {
  topic: (id: BurdenQuestionId): MessageId => `assessment.question.${id}.topic`,
  burden: (level: BurdenLevel): MessageId => `assessment.burden.${level}`,
};
