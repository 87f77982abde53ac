import { UsStateNames, type UsState } from '@tend/contracts';

/** Where a state's own program name is well known, the note names it. */
const NamedPrograms: Partial<Record<UsState, string>> = {
  CA: 'California’s In-Home Supportive Services (IHSS) program, run by each county for people on Medi-Cal, can pay a family member to provide care.',
  NJ: 'New Jersey Medicaid’s Personal Preference Program lets a person who gets personal care services hire and direct their own helper, who can be a relative.',
  NY: 'New York Medicaid’s Consumer Directed Personal Assistance Program (CDPAP) lets a member choose their own aide, who can be a family member.',
  TX: 'Texas Medicaid’s Consumer Directed Services (CDS) option lets a person hire their own attendant, who can be a relative.',
};

/** The state's self-directed Medicaid note for a question about being paid to care. */
export function selfDirectedNote(state: UsState): string {
  const name = UsStateNames[state];
  const named = NamedPrograms[state];
  const ask = `Ask ${name}’s Medicaid agency or your Area Agency on Aging about self-directed (consumer-directed) personal care: the person you care for hires and directs their own helper, and in many programs that helper can be a family member. Who may be paid (a spouse, a legal guardian) differs by program.`;
  return named ? `${named} ${ask}` : ask;
}

const byName = Object.entries(UsStateNames)
  // Longest first, so "West Virginia" is found before "Virginia".
  .sort(([, a], [, b]) => b.length - a.length)
  .map(([code, name]) => ({ code: code as UsState, name: name.toLowerCase() }));

/** Two-letter codes that are also everyday words are only read as codes when written in capitals. */
const wordLikeCodes = new Set<string>(['IN', 'ME', 'OR', 'OK', 'HI', 'OH', 'LA', 'PA', 'MA', 'AL']);

/** The US state a message names, by name ("New Jersey") or postal code ("NJ"), if any. */
export function mentionedState(message: string): UsState | undefined {
  const lower = ` ${message.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  const named = byName.find(({ name }) => lower.includes(` ${name} `));
  if (named) return named.code;
  for (const match of message.matchAll(/\b([A-Z]{2})\b/g)) {
    const code = match[1] ?? '';
    const before = message.slice(Math.max(0, match.index - 5), match.index).toLowerCase();
    if (code in UsStateNames && (!wordLikeCodes.has(code) || /\b(in|from) $/.test(before)))
      return code as UsState;
  }
  return undefined;
}
