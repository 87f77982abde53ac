import type { UsState } from '@tend/contracts';
import { stateResource, type StateResourceKind } from '@tend/contracts/node';
import type { Language } from './guidance-topic';
import { stateNameFor } from './states';

/** The state's resources an answer on a topic names (issue 45): what she would call next. */
const KindsOfTopic: Record<string, readonly StateResourceKind[]> = {
  'working-caregiver': ['paidFamilyLeave', 'jobProtectedLeave'],
  'paid-family-leave': ['paidFamilyLeave', 'jobProtectedLeave'],
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
  // Where she would ask next, though the topic is not about the resource itself.
  fmla: ['paidFamilyLeave', 'jobProtectedLeave'],
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
export const TopicsWithStateResources = Object.keys(KindsOfTopic);

const Heading = {
  en: (state: string) => `**In ${state}**`,
  es: (state: string) => `**En ${state}**`,
};

/**
 * Her state's resources for a topic, by name, with what to ask and the number to call, or what
 * the state has instead where it has none (no paid family leave: the federal FMLA). Empty when
 * the topic names none or her state is not known.
 */
export function stateResourceNote(
  topic: string,
  state: UsState | undefined,
  language: Language,
): string {
  const kinds = KindsOfTopic[topic];
  if (!state || !kinds) return '';
  const lines = kinds.flatMap((kind) => {
    const resource = stateResource(state, kind);
    if (!resource) return [];
    if ('absent' in resource) return [`- ${resource.note[language]}`];
    const phone = resource.phone ? ` (${resource.phone})` : '';
    return [
      `- **[${resource.name}](${resource.url})**${phone}: ${resource.summary[language]} ${resource.howToAsk[language]}`,
    ];
  });
  return lines.length > 0
    ? `${Heading[language](stateNameFor(state, language))}\n${lines.join('\n')}`
    : '';
}
