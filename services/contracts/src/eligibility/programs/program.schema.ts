import { z } from 'zod';
import { ELIGIBILITY_CONDITIONS } from '../eligibility.scoring';

/**
 * The paid-care programs dataset (issue 32): one JSON file per state under `data/`, plus `us.json`
 * for the federal programs open in every state. Every rule carries the key of its source; a fact
 * nobody could confirm is 'unknown', never a guess.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date as YYYY-MM-DD' });

/** A public page or named guide a rule rests on. */
export const ProgramSource = z.object({
  title: z.string().min(3),
  url: z.url({ protocol: /^https$/ }),
});
export type ProgramSource = z.infer<typeof ProgramSource>;

/** One rule's value with the key (in the file's `sources`) of the page that states it. */
const sourced = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    source: z.string().min(1),
    /** Plain words a caregiver reads beside the verdict, e.g. "only with a court-appointed guardian's approval". */
    note: z.string().optional(),
  });

export const YesNoUnknown = z.enum(['yes', 'no', 'unknown']);
export type YesNoUnknown = z.infer<typeof YesNoUnknown>;

export const ProgramKind = z.enum([
  'medicaid_self_directed',
  'structured_family_caregiving',
  'medicaid_waiver',
  'state_funded',
  'veterans',
]);
export type ProgramKind = z.infer<typeof ProgramKind>;

/** Who the program serves, as far as the checker's answers can tell. */
export const LevelOfCare = z.enum([
  /** Needs the care a nursing home gives (the state assesses it). */
  'nursing_home',
  /** Needs hands-on help with daily activities (bathing, dressing, eating…), assessed by the state. */
  'daily_activities',
  /** A veteran's serious injury or illness from service (VA's own assessment). */
  'veteran_assessed',
  'unknown',
]);
export type LevelOfCare = z.infer<typeof LevelOfCare>;

export const MedicaidRule = z.enum(['required', 'not_required', 'unknown']);
export type MedicaidRule = z.infer<typeof MedicaidRule>;

export const WaitingList = z.enum(['yes', 'no', 'varies', 'unknown']);
export type WaitingList = z.infer<typeof WaitingList>;

export const PaidCareProgram = z.object({
  /** Stable slug, e.g. 'nj-personal-preference-program'. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** The program's own name, as the state writes it. */
  name: z.string().min(3),
  kind: ProgramKind,
  /** One plain sentence: what it pays for and to whom. */
  summary: z.string().min(20),
  payees: z.object({
    spouse: sourced(YesNoUnknown),
    /** A parent paid to care for their adult child (18 or older). */
    parentOfAdultChild: sourced(YesNoUnknown),
    /** An adult child, grandchild, sibling or other relative who is not a spouse. */
    otherRelatives: sourced(YesNoUnknown),
    /** A friend or neighbour. */
    friend: sourced(YesNoUnknown),
    /** May the paid caregiver live with the person? */
    liveIn: sourced(YesNoUnknown),
  }),
  serves: z.object({
    /** The youngest age served, null when any age; 'unknown' when no source says. */
    minimumAge: sourced(z.union([z.number().int().min(0), z.null(), z.literal('unknown')])),
    /** Plain words: e.g. "adults 65+ or with a physical disability". */
    who: sourced(z.string().min(5)),
    levelOfCare: sourced(LevelOfCare),
    /**
     * Only people with one of these conditions (as the checker names them), e.g. a developmental
     * disabilities program; absent when the program serves any condition its other rules allow.
     */
    conditions: sourced(z.array(z.enum(ELIGIBILITY_CONDITIONS)).min(1)).optional(),
    /** Only for veterans (and their family caregivers). */
    veteransOnly: z.boolean(),
  }),
  medicaid: sourced(MedicaidRule),
  waitingList: sourced(WaitingList),
  /** A range such as "$15–$21 an hour", "set by the hours the state authorizes", or "unknown". */
  pay: sourced(z.string().min(3)),
  apply: z.object({
    agency: z.string().min(3),
    /** As dialled in the US: "1-800-792-9745"; absent when no number was confirmed. */
    phone: z
      .string()
      .regex(/^(1-)?\d{3}-\d{3}-\d{4}$/)
      .optional(),
    url: z.url({ protocol: /^https?$/ }),
    /** The first step in plain words, e.g. "Call your county welfare agency and ask for a PPP assessment". */
    howTo: z.string().min(10),
  }),
  lastChecked: isoDate,
});
export type PaidCareProgram = z.infer<typeof PaidCareProgram>;

/** One data file: a state's programs (or 'US' for the federal ones) and the sources they cite. */
export const StatePrograms = z
  .object({
    state: z.string().regex(/^([A-Z]{2})$/),
    /** 'full' for the ten most populous states and New Jersey; 'main' elsewhere. */
    depth: z.enum(['full', 'main']),
    programs: z.array(PaidCareProgram).min(1),
    sources: z.record(z.string(), ProgramSource),
  })
  .superRefine((file, context) => {
    for (const [index, program] of file.programs.entries())
      for (const key of sourceKeysOf(program))
        if (!(key in file.sources))
          context.addIssue({
            code: 'custom',
            path: ['programs', index],
            message: `${program.id} cites source '${key}', which the file does not list`,
          });
  });
export type StatePrograms = z.infer<typeof StatePrograms>;

/** Every source key a program's rules cite. */
export function sourceKeysOf(program: PaidCareProgram): string[] {
  const { payees, serves } = program;
  return [
    ...Object.values(payees).map((rule) => rule.source),
    serves.minimumAge.source,
    serves.who.source,
    serves.levelOfCare.source,
    ...(serves.conditions ? [serves.conditions.source] : []),
    program.medicaid.source,
    program.waitingList.source,
    program.pay.source,
  ];
}
