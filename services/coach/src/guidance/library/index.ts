import type { GuidanceTopic } from '../guidance-topic';
import { CareOptionTopics } from './care-options';
import { ConditionTopics } from './conditions';
import { DailyCareTopics } from './daily-care';
import { DementiaTopics } from './dementia';
import { HealthTopics } from './health';
import { MoneyLegalTopics } from './money-legal';
import { SafetyTopics } from './safety';
import { WellbeingTopics } from './wellbeing';

/** Tend's built-in guidance library: seeded into the coach's database at start-up. */
export const GuidanceLibrary: GuidanceTopic[] = [
  ...SafetyTopics,
  ...DailyCareTopics,
  ...HealthTopics,
  ...ConditionTopics,
  ...DementiaTopics,
  ...WellbeingTopics,
  ...MoneyLegalTopics,
  ...CareOptionTopics,
];
