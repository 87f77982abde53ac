import { z } from 'zod';

/**
 * Caregiving resources by state (issue 45): one JSON file per state and DC under `data/`, each
 * resource with the key of the page it rests on and the day it was read. A fact nobody could
 * confirm is left out or marked in a note, never guessed; a caregiver is told to confirm it.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date as YYYY-MM-DD' });

/** As dialled in the US: "1-800-792-9745" or "609-588-6200". */
const phone = z.string().regex(/^(1-)?\d{3}-\d{3}-\d{4}$/, {
  error: 'A phone number as 1-800-555-0100 or 609-555-0100',
});

export const ResourceSource = z.object({
  title: z.string().min(3),
  url: z.url({ protocol: /^https?$/ }),
});
export type ResourceSource = z.infer<typeof ResourceSource>;

/** The same words for an English and a Spanish reader (Spanish written for US Latinos, usted). */
const bilingual = z.object({ en: z.string().min(10), es: z.string().min(10) });

export const StateResource = z.object({
  /** The resource's own name as the state writes it (program names stay in English). */
  name: z.string().min(3),
  /** One or two plain sentences: what it is and for whom. */
  summary: bilingual,
  /** The first step in plain words: whom to call and what to ask for. */
  howToAsk: bilingual,
  phone: phone.optional(),
  url: z.url({ protocol: /^https?$/ }),
  /** The key, in the file's `sources`, of the page that states it. */
  source: z.string().min(1),
  lastChecked: isoDate,
});
export type StateResource = z.infer<typeof StateResource>;

/** A kind of resource the state does not have (no paid family leave law), said plainly. */
export const AbsentResource = z.object({
  absent: z.literal(true),
  note: bilingual,
  source: z.string().min(1),
  lastChecked: isoDate,
});
export type AbsentResource = z.infer<typeof AbsentResource>;

export const StateResourceKinds = [
  /** Medicaid's long-term care program (its own name) and how to ask for an assessment or reassessment. */
  'medicaidLongTermCare',
  /** Paid family leave insurance, where the state has it. */
  'paidFamilyLeave',
  /** Job-protected leave beyond the federal FMLA (a state family leave act), or FMLA itself. */
  'jobProtectedLeave',
  /** The state's respite program (Lifespan Respite or its own). */
  'respite',
  /** Adult Protective Services' report line. */
  'adultProtectiveServices',
  /** The State Health Insurance Assistance Program (Medicare counselling), under its own name. */
  'ship',
  /** Adult day care and adult medical day care under Medicaid. */
  'adultDayCare',
  /** The Older Americans Act family caregiver support program, under the state's name. */
  'familyCaregiverSupport',
  /** Free legal help for older adults. */
  'legalAid',
] as const;
export type StateResourceKind = (typeof StateResourceKinds)[number];

export const StateResources = z
  .object({
    state: z.string().regex(/^[A-Z]{2}$/),
    resources: z.object(
      Object.fromEntries(
        StateResourceKinds.map((kind) => [kind, z.union([StateResource, AbsentResource])]),
      ) as Record<StateResourceKind, z.ZodUnion<[typeof StateResource, typeof AbsentResource]>>,
    ),
    sources: z.record(z.string(), ResourceSource),
  })
  .superRefine((file, context) => {
    for (const [kind, resource] of Object.entries(file.resources))
      if (!(resource.source in file.sources))
        context.addIssue({
          code: 'custom',
          path: ['resources', kind],
          message: `${kind} cites source '${resource.source}', which the file does not list`,
        });
  });
export type StateResources = z.infer<typeof StateResources>;
