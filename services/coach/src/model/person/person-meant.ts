import type { Language } from '../../guidance/guidance-topic';
import type { CaredFor } from '../../guidance/states';

export type Gender = 'she' | 'he';

/** A care recipient as the coach keeps them (care-profile's copy; the name may be missing). */
export interface KnownRecipient {
  name?: string;
  relationship: string;
}

/**
 * Whom a message is about, as far as it can be told: the name only when the profile leaves no
 * doubt, the relative word and gender only from the message's own words ("my dad", "mi mamá",
 * "he's having his hip pinned").
 */
export interface PersonMeant {
  name?: string;
  /** The message's own word for them ("dad", "mamá"), in the message's language. */
  relative?: string;
  gender?: Gender;
  /** Who they are to her, as the eligibility check asks it (from her words, else the profile). */
  relationship?: CaredFor;
}

interface RelativeWord {
  gender: Gender;
  /** The profile's relationship this word belongs to (what onboarding and the checker store). */
  relationship: Exclude<CaredFor, 'friend'>;
}

const word = (gender: Gender, relationship: RelativeWord['relationship']) => ({
  gender,
  relationship,
});
const RelativeWords: Record<Language, Record<string, RelativeWord>> = {
  en: {
    mom: word('she', 'parent'),
    mother: word('she', 'parent'),
    mum: word('she', 'parent'),
    dad: word('he', 'parent'),
    father: word('he', 'parent'),
    wife: word('she', 'spouse'),
    husband: word('he', 'spouse'),
    grandma: word('she', 'grandparent'),
    grandmother: word('she', 'grandparent'),
    grandpa: word('he', 'grandparent'),
    grandfather: word('he', 'grandparent'),
    daughter: word('she', 'adult_child'),
    son: word('he', 'adult_child'),
    aunt: word('she', 'other_family'),
    uncle: word('he', 'other_family'),
  },
  es: {
    mamá: word('she', 'parent'),
    mama: word('she', 'parent'),
    madre: word('she', 'parent'),
    papá: word('he', 'parent'),
    papa: word('he', 'parent'),
    padre: word('he', 'parent'),
    esposa: word('she', 'spouse'),
    esposo: word('he', 'spouse'),
    marido: word('he', 'spouse'),
    abuela: word('she', 'grandparent'),
    abuelita: word('she', 'grandparent'),
    abuelo: word('he', 'grandparent'),
    abuelito: word('he', 'grandparent'),
    hija: word('she', 'adult_child'),
    hijo: word('he', 'adult_child'),
    suegra: word('she', 'other_family'),
    suegro: word('he', 'other_family'),
    tía: word('she', 'other_family'),
    tío: word('he', 'other_family'),
  },
};

const possessive: Record<Language, string> = { en: 'my', es: 'mi' };

const relativePatterns = new Map<string, RegExp>();
/**
 * "my mom" / "mi mamá" and the like: any of the words above after the possessive. Built once per
 * owner: callers only `replace` and `matchAll` with it, which do not keep its `lastIndex`.
 */
export function relativePattern(language: Language, owner = possessive[language]): RegExp {
  const key = `${language} ${owner}`;
  const known = relativePatterns.get(key);
  if (known) return known;
  const pattern = new RegExp(
    `(?<![\\p{L}])(${owner}) (${Object.keys(RelativeWords[language]).join('|')})(?![\\p{L}])`,
    'giu',
  );
  relativePatterns.set(key, pattern);
  return pattern;
}

/** Words that name her own relative even without "my" ("mom has dementia", "papá se cayó"). */
const BareWords: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(mom|dad|mum|grandma|grandpa)(?![\p{L}])/giu,
  es: /(?<![\p{L}])(mamá|papá|mama)(?![\p{L}])/giu,
};

/**
 * The relative the message names as its own ("my dad", "dad is"), with its gender; none when it
 * names relatives of both genders ("mom keeps asking where dad is": which one is meant is unclear).
 */
function relativeOf(message: string, language: Language) {
  const known = (words: (string | undefined)[]) =>
    words.flatMap((word) => {
      const relative = word?.toLowerCase();
      const found = relative ? RelativeWords[language][relative] : undefined;
      return relative && found ? [{ relative, ...found }] : [];
    });
  const oneGender = (words: ReturnType<typeof known>) =>
    new Set(words.map((word) => word.gender)).size === 1 ? words[0] : undefined;
  const owned = known([...message.matchAll(relativePattern(language))].map((match) => match[2]));
  const bare = known([...message.matchAll(BareWords[language])].map((match) => match[1]));
  // "my grandma asks where grandpa is": the one she calls hers is the one she cares for.
  return oneGender(owned) ?? (owned.length > 0 ? undefined : oneGender(bare));
}

/** Anyone else a message may speak of as "she" or "he": then its pronouns tell nobody's gender. */
const OtherPeople =
  /(?<![\p{L}])(aide|nurse|doctor|dr|sister|brother|son|daughter|wife|husband|friend|neighbou?r|boss|therapist|caseworker|social worker|sibling|grandson|granddaughter|niece|nephew|cousin|aunt|uncle|mom|dad|mother|father|grandma|grandpa)s?(?![\p{L}])/iu;

/** English pronouns of each gender ("she's" is found as "she"). */
export const ShePronouns = /\b(she|her|hers|herself)\b/gi;
export const HePronouns = /\b(he|him|his|himself)\b/gi;

/** The gender an English text speaks of, when it speaks of one only. */
export function genderIn(text: string): Gender | undefined {
  const she = text.match(ShePronouns)?.length ?? 0;
  const he = text.match(HePronouns)?.length ?? 0;
  if (she > 0 && he === 0) return 'she';
  if (he > 0 && she === 0) return 'he';
  return undefined;
}

/**
 * The person's gender from an English message's pronouns ("he's having his hip pinned"), when
 * they are all of one gender and no one else is named who could be the "she" or "he".
 */
const pronounGender = (message: string, language: Language): Gender | undefined =>
  language === 'en' && !OtherPeople.test(message) ? genderIn(message) : undefined;

const mentions = (message: string, name: string) =>
  new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(
    message,
  );

/** The onboarding relationships a relative word can stand for (the checker's "adult child" too). */
const sameRelation = (recipient: KnownRecipient, relationship: RelativeWord['relationship']) =>
  recipient.relationship === relationship ||
  (relationship === 'other_family' && recipient.relationship === 'other');

/**
 * The one recipient the message is about: named in it; else the only recipient whose relation
 * matches the relative it names; else the only recipient, unless it names another relation.
 * Several recipients and nothing to tell them apart: nobody (the answer does not guess a name).
 */
function recipientMeant(
  message: string,
  recipients: readonly KnownRecipient[],
  relationship: RelativeWord['relationship'] | undefined,
): KnownRecipient | undefined {
  const named = recipients.filter((r) => r.name && mentions(message, r.name));
  if (named.length === 1) return named[0];
  const related = relationship ? recipients.filter((r) => sameRelation(r, relationship)) : [];
  if (related.length === 1) return related[0];
  if (recipients.length === 1 && !relationship) return recipients[0];
  return undefined;
}

export function personMeant(
  message: string,
  recipients: readonly KnownRecipient[],
  language: Language,
): PersonMeant {
  const relative = relativeOf(message, language);
  const meant = recipientMeant(message, recipients, relative?.relationship);
  const name = meant?.name?.trim();
  const relationship =
    relative?.relationship ?? caredFor(meant?.relationship) ?? spouseNamed(message);
  const gender = relative?.gender ?? pronounGender(message, language);
  return {
    ...(name ? { name } : {}),
    ...(relative ? { relative: relative.relative } : {}),
    ...(gender ? { gender } : {}),
    ...(relationship ? { relationship } : {}),
  };
}

const CaredForValues: readonly string[] = [
  'spouse',
  'parent',
  'grandparent',
  'adult_child',
  'other_family',
  'friend',
];
/** The profile's relationship as the check asks it (onboarding's "family friend" is a friend). */
function caredFor(relationship: string | undefined): CaredFor | undefined {
  if (relationship === 'family_friend') return 'friend';
  return relationship && CaredForValues.includes(relationship)
    ? (relationship as CaredFor)
    : undefined;
}

/** "Can I be paid as a spouse?": a spouse named without "my". */
const spouseNamed = (message: string): CaredFor | undefined =>
  /(?<![\p{L}])(spouse|husband|wife|esposo|esposa|marido|cónyuge|conyuge)(?![\p{L}])/iu.test(
    message,
  )
    ? 'spouse'
    : undefined;

/** The gender a relative word carries, when it is one of ours. */
export const genderOf = (relative: string, language: Language): Gender | undefined =>
  RelativeWords[language][relative.toLowerCase()]?.gender;

/** Two words for the same relative ("mom" and "mother"; not "mom" and "wife"). */
export function sameRelative(word: string, other: string, language: Language): boolean {
  const a = RelativeWords[language][word.toLowerCase()];
  const b = RelativeWords[language][other.toLowerCase()];
  return !!a && !!b && a.gender === b.gender && a.relationship === b.relationship;
}
