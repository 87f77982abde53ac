import { EligibilityAnswers } from './eligibility.schemas';

/** The query parameter of each answer in a results link (short: the link goes into an e-mail). */
const LinkKeys = {
  relationship: 'r',
  benefits: 'b',
  age: 'a',
  state: 's',
  zipCode: 'z',
  condition: 'c',
} as const satisfies Record<keyof EligibilityAnswers, string>;

/**
 * The query of a link that reopens these answers' results (`?r=parent&b=medicare&...`): the
 * answers travel in the link itself, so nothing about the visitor is kept to find them again.
 */
export function eligibilityResultsQuery(answers: EligibilityAnswers): string {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(LinkKeys) as [keyof EligibilityAnswers, string][]) {
    const value = answers[field];
    params.set(key, Array.isArray(value) ? value.join(',') : value);
  }
  return params.toString();
}

/** The answers a results link carries, when every one of them is still a valid answer. */
export function answersFromResultsLink(params: URLSearchParams): EligibilityAnswers | undefined {
  if (!params.has(LinkKeys.relationship)) return undefined;
  const parsed = EligibilityAnswers.safeParse({
    relationship: params.get(LinkKeys.relationship),
    benefits: (params.get(LinkKeys.benefits) ?? '').split(',').filter(Boolean),
    age: params.get(LinkKeys.age),
    state: params.get(LinkKeys.state),
    zipCode: params.get(LinkKeys.zipCode),
    condition: params.get(LinkKeys.condition),
  });
  return parsed.success ? parsed.data : undefined;
}
