import type { BurdenLevel, BurdenQuestionId } from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';
import '../../i18n/parts/assessment';
import { burdenSummaryWords } from './burden-summary-words';

/**
 * The catalogue names of the check-in's words that follow the shared questions and levels
 * (@tend/contracts): every question's topic, text and options, every level. The catalogue test
 * holds the English ones to the contracts' words.
 */
export const burdenWords = {
  ...burdenSummaryWords,
  text: (id: BurdenQuestionId): MessageId => `assessment.question.${id}.text`,
  // An option's value is a string in the shared type; the test checks each one is in the catalogues.
  option: (id: BurdenQuestionId, value: string): MessageId =>
    `assessment.question.${id}.option.${value}` as MessageId,
  level: (level: BurdenLevel): MessageId => `assessment.level.${level}`,
  levelText: (level: BurdenLevel): MessageId => `assessment.levelText.${level}`,
};
