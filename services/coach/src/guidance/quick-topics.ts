import { QuickQuestions, type QuickQuestion } from '@tend/contracts';

/** Each quick-question chip answers with its own topic first, whatever else matches. */
export const QuickQuestionTopics: Record<QuickQuestion, string> = {
  'Fall prevention tips': 'falls',
  'Managing sundowning': 'sundowning',
  'When to call 911': 'when-to-call-911',
  'Medication reminders': 'medication-reminders',
  'Dealing with agitation': 'agitation',
  'Safe bathing techniques': 'bathing',
};

/** The topic of a question that is exactly a quick-question chip (case and spacing aside). */
export function quickQuestionTopic(question: string): string | undefined {
  const asked = question.trim().replace(/\s+/g, ' ').toLowerCase();
  const chip = QuickQuestions.find((title) => title.toLowerCase() === asked);
  return chip && QuickQuestionTopics[chip];
}
