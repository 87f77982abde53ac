import type { MessageId } from '../../i18n/catalogue';

/**
 * A quick question's catalogue name by its place in contracts' QuickQuestions; the catalogue test
 * holds the English ones to those words (the emergency number an argument).
 */
export const quickQuestionId = (index: number): MessageId => `coach.quick.${index}` as MessageId;
