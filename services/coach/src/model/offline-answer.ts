import { QuickQuestions } from '@tend/contracts';
import { matchTopics } from './offline-topics';
import type { KnowledgeDocument } from './system-prompt';

export const OfflineLabel =
  '_Offline mode: the AI coach is not connected right now, so this answer comes from Tend’s built-in caregiving guidance and library._';

export const ModelUnavailableLabel =
  '_The AI coach could not be reached just now, so this answer comes from Tend’s built-in guidance._';

/**
 * An answer without the model: the matching quick topics, then the library's documents (cited
 * by number, linked by the caller), or a pointer to the topics it can help with.
 */
export function offlineAnswer(
  question: string,
  documents: KnowledgeDocument[],
  label = OfflineLabel,
): string {
  const parts = [label];
  for (const topic of matchTopics(question)) parts.push(`**${topic.title}**\n\n${topic.answer}`);
  if (documents.length > 0) {
    const excerpts = documents.map(
      (doc, i) => `[${i + 1}] **${doc.title}**: ${doc.excerpt.slice(0, 280).trimEnd()}…`,
    );
    parts.push(`From Tend’s caregiving library:\n\n${excerpts.join('\n\n')}`);
  }
  if (parts.length === 1)
    parts.push(
      `I can help with these topics while offline: ${QuickQuestions.join(', ')}. For anything about symptoms or medicines, please call their doctor, nurse line or pharmacist; for an emergency call 911, and call or text 988 in a mental health crisis.`,
    );
  return parts.join('\n\n');
}
