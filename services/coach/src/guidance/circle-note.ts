import { CareCirclesPath } from '@tend/contracts';
import type { Language } from './guidance-topic';

/**
 * Topics whose advice is to share the work ("a shared list", "a sign-up app", "a family meeting"):
 * Tend keeps that list itself, in her care circle (issue 46), so the answer says where.
 */
const SharingTopics = new Set([
  'siblings-sharing-care',
  'asking-for-help',
  'long-distance-caregiving',
  'family-conflict',
  'caregiver-burnout',
]);

const Note = {
  en: `**Share it in Tend:** your [care circle](${CareCirclesPath}) keeps one list of what needs doing, a calendar and updates for the family. Invite your siblings or a friend, and each can take a task.`,
  es: `**Compártalo en Tend:** su [círculo de cuidado](${CareCirclesPath}) reúne la lista de lo que hay que hacer, un calendario y las novedades para la familia. Invite a sus hermanos o a una amistad, y cada quien puede encargarse de una tarea.`,
} as const;

/** Where Tend's circle helps with what the answer advises: once per answer, or ''. */
export function circleNote(topics: readonly { slug: string }[], language: Language): string {
  return topics.some((topic) => SharingTopics.has(topic.slug)) ? Note[language] : '';
}
