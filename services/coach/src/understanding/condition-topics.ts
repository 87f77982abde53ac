import type { GuidanceTopic } from '../guidance/guidance-topic';

/**
 * The topics written for a condition the caregiver's profile can name (onboarding's choices):
 * when a message could mean a general topic or the condition's own ("she won't sleep"), the
 * person's condition tips the balance.
 */
const TopicsOfCondition: Record<string, (topic: GuidanceTopic) => boolean> = {
  dementia: (t) =>
    t.domain === 'dementia' ||
    ['wandering', 'lewy-body-dementia', 'frontotemporal-dementia'].includes(t.slug),
  heart_conditions: (t) => t.slug === 'heart-failure',
  diabetes: (t) => t.slug === 'diabetes',
  cancer: (t) => t.slug === 'cancer-caregiving',
  mobility_issues: (t) =>
    [
      'falls',
      'after-a-fall',
      'transfers-lifting',
      'mobility-aids',
      'bathroom-safety',
      'hip-fracture-recovery',
    ].includes(t.slug),
  chronic_conditions: (t) =>
    ['copd', 'kidney-disease', 'heart-failure', 'diabetes', 'pain'].includes(t.slug),
};

export function conditionTopics(
  library: readonly GuidanceTopic[],
  conditions: readonly string[],
): Set<string> {
  const tests = conditions.flatMap((condition) => TopicsOfCondition[condition] ?? []);
  return new Set(library.filter((topic) => tests.some((test) => test(topic))).map((t) => t.slug));
}
