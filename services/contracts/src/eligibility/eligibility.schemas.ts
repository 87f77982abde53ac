import { z } from 'zod';
import {
  AGE_GROUPS,
  BENEFITS,
  ELIGIBILITY_CONDITIONS,
  ELIGIBILITY_RELATIONSHIPS,
  ELIGIBILITY_SCORE_MAX,
  PROGRAM_TYPES,
  US_STATES,
} from './eligibility.scoring';

/** Eligibility checker enumerations (docs/product-spec.md section 3). */
export const EligibilityRelationship = z.enum(ELIGIBILITY_RELATIONSHIPS);
export type EligibilityRelationship = z.infer<typeof EligibilityRelationship>;
export const Benefit = z.enum(BENEFITS);
export type Benefit = z.infer<typeof Benefit>;
export const AgeGroup = z.enum(AGE_GROUPS);
export type AgeGroup = z.infer<typeof AgeGroup>;
export const EligibilityCondition = z.enum(ELIGIBILITY_CONDITIONS);
export type EligibilityCondition = z.infer<typeof EligibilityCondition>;
export const UsState = z.enum(US_STATES);
export type UsState = z.infer<typeof UsState>;

const requiredChoice = <T extends z.ZodType<unknown, string>>(message: string, schema: T) =>
  z.string({ error: message }).min(1, { error: message }).pipe(schema);

/** The checker's answers with the spec's messages (docs/product-spec.md section 5). */
export const EligibilityAnswers = z.object({
  relationship: requiredChoice('Relationship is required', EligibilityRelationship),
  benefits: z
    .array(Benefit, { error: 'Please select at least one benefit' })
    .min(1, { error: 'Please select at least one benefit' }),
  age: requiredChoice('Age is required', AgeGroup),
  state: requiredChoice('State is required', UsState),
  zipCode: z
    .string({ error: 'Valid zip code is required' })
    .min(5, { error: 'Valid zip code is required' })
    .max(5, { error: 'Valid zip code is required' })
    .regex(/^\d{5}$/, { error: 'Valid zip code is required' }),
  condition: requiredChoice('Condition is required', EligibilityCondition),
});
export type EligibilityAnswers = z.infer<typeof EligibilityAnswers>;

export const ProgramType = z.enum(PROGRAM_TYPES);
export type ProgramType = z.infer<typeof ProgramType>;

/** `GET /api/eligibility` answers a list of these (the client reads programType and eligibilityScore). */
export const EligibilityResult = z.object({
  programType: ProgramType,
  eligibilityScore: z.number().int().min(0).max(ELIGIBILITY_SCORE_MAX),
  status: z.literal('assessed'),
});
export type EligibilityResult = z.infer<typeof EligibilityResult>;

/** What the checker carries to onboarding through local storage or the `data` parameter. */
export const EligibilityCarryOver = z.object({
  fromEligibilityCheck: z.boolean(),
  relationship: z.string().optional(),
  insuranceType: z.string().optional(),
});
export type EligibilityCarryOver = z.infer<typeof EligibilityCarryOver>;
