import type { UsState } from '@tend/contracts';
import { stateResource, type StateResourceKind } from '@tend/contracts/node';
import type { Language } from './guidance-topic';
import { stateNameFor } from './states';

/** Topics a state resource answers (issue 45): its note comes before the card's steps, in full. */
const ResourceTopics: Record<string, readonly StateResourceKind[]> = {
  'working-caregiver': ['paidFamilyLeave', 'jobProtectedLeave'],
  'paid-family-leave': ['paidFamilyLeave', 'jobProtectedLeave'],
  fmla: ['paidFamilyLeave', 'jobProtectedLeave'],
  'respite-care': ['respite'],
  'elder-abuse-neglect': ['adultProtectiveServices'],
  'scams-financial-protection': ['adultProtectiveServices'],
  'facility-problems-ombudsman': ['adultProtectiveServices'],
  'medicare-medicaid': ['ship'],
  'medicare-home-health': ['ship'],
  'medicare-discharge-appeal': ['ship'],
  'medicare-rehab-coverage': ['ship'],
  'adult-day-care': ['adultDayCare'],
  'medicaid-long-term-care': ['medicaidLongTermCare'],
  'medicaid-eligibility': ['medicaidLongTermCare'],
  'home-care': ['medicaidLongTermCare'],
  'power-of-attorney': ['legalAid'],
  guardianship: ['legalAid'],
  'medicaid-estate-recovery': ['legalAid'],
  'support-groups': ['familyCaregiverSupport'],
};

/**
 * Topics where her state's resource is where she would ask next, not the answer itself: its note
 * follows the card's first steps, short (name, number, what to ask).
 */
const NextStepTopics: Record<string, readonly StateResourceKind[]> = {
  'caregiver-burnout': ['respite'],
  'paying-for-care': ['medicaidLongTermCare', 'familyCaregiverSupport'],
  'assisted-living': ['medicaidLongTermCare'],
  'nursing-homes': ['medicaidLongTermCare'],
  'memory-care': ['medicaidLongTermCare'],
  'moving-to-a-facility': ['medicaidLongTermCare'],
  'pace-program': ['medicaidLongTermCare'],
  'care-manager': ['medicaidLongTermCare', 'familyCaregiverSupport'],
  'caregiver-counseling': ['familyCaregiverSupport'],
  'long-distance-caregiving': ['familyCaregiverSupport'],
  'meals-delivery': ['familyCaregiverSupport'],
  'transportation-help': ['familyCaregiverSupport'],
  'prescription-costs': ['ship'],
  'advance-directives': ['legalAid'],
  'wills-and-estate': ['legalAid'],
};

/** The topics whose answers name a state resource. */
export const TopicsWithStateResources = [
  ...Object.keys(ResourceTopics),
  ...Object.keys(NextStepTopics),
];

/** Whether her state's resource answers the topic, so its note comes before the card's steps. */
export const stateNoteLeads = (topic: string) => topic in ResourceTopics;

const Heading = {
  en: (state: string) => `**In ${state}**`,
  es: (state: string) => `**En ${state}**`,
};

/**
 * Her state's resources for a topic, by name, with what to ask and the number to call, or what
 * the state has instead where it has none (no paid family leave: the federal FMLA); where the
 * resource is only her next step, its name, number and what to ask. Empty when the topic names
 * none or her state is not known.
 */
export function stateResourceNote(
  topic: string,
  state: UsState | undefined,
  language: Language,
): string {
  const full = ResourceTopics[topic];
  const kinds = full ?? NextStepTopics[topic];
  if (!state || !kinds) return '';
  const lines = kinds.flatMap((kind) => {
    const resource = stateResource(state, kind);
    if (!resource) return [];
    if ('absent' in resource) return full ? [`- ${resource.note[language]}`] : [];
    const phone = resource.phone ? ` (${resource.phone})` : '';
    const what = full
      ? `${resource.summary[language]} ${resource.howToAsk[language]}`
      : resource.howToAsk[language];
    return [`- **[${resource.name}](${resource.url})**${phone}: ${what}`];
  });
  return lines.length > 0
    ? `${Heading[language](stateNameFor(state, language))}\n${lines.join('\n')}`
    : '';
}
