import type { Language } from '../../guidance/guidance-topic';
import {
  genderIn,
  genderOf,
  HePronouns,
  relativePattern,
  sameRelative,
  type Gender,
  type PersonMeant,
} from './person-meant';

/**
 * The library's words made to fit the person she cares for: "my mom" in a question written for
 * someone else's mother becomes her own person's name, or her own word for them ("my dad"); an
 * English text written about a "she" speaks of a "he" when her person is one; the first thing
 * to say to the person calls them by name. Nothing is changed that cannot be told for sure.
 */
export function forPerson(text: string, person: PersonMeant, language: Language): string {
  if (!person.name && !person.gender) return text;
  // A text that speaks of a he and a she speaks of two people: its pronouns stay as written.
  const spokenOf = genderIn(text);
  const lines = text.split('\n').map((line) => {
    const related = ownRelatives(line, person, language);
    return language === 'en' &&
      person.gender &&
      spokenOf &&
      spokenOf !== person.gender &&
      !namesRelativeOf(related, spokenOf)
      ? toGender(related, person.gender)
      : related;
  });
  return person.name ? calledByName(lines.join('\n'), person.name, language) : lines.join('\n');
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A line naming a relative of that gender ("your mother"): its "she" may be that relative. */
const namesRelativeOf = (line: string, gender: Gender) =>
  [...line.matchAll(relativePattern('en', '[Mm]y|[Yy]our|[Hh]is|[Hh]er'))].some(
    (match) => genderOf(match[2] ?? '', 'en') === gender,
  );

/** Whether `at` in the line is inside a quotation: a script said to the person, "your" is theirs. */
const quoted = (line: string, at: number) =>
  (line.slice(0, at).match(/["“”]/g)?.length ?? 0) % 2 === 1;

/**
 * "my mom" / "su mamá": her person's name, or her own word when the library's names another
 * relative; with only a gender known, in English, "him" or "his" for a library's "my mom".
 */
function ownRelatives(line: string, person: PersonMeant, language: Language): string {
  if (!person.name && !person.relative && person.gender && language === 'en')
    return asPronouns(line, person.gender);
  const owners = language === 'es' ? '[Mm]i|[Ss]u' : '[Mm]y|[Yy]our';
  const owned = line.replace(
    relativePattern(language, owners),
    (whole, owner: string, word: string, at: number) => {
      if (/^(your|su)$/i.test(owner) && quoted(line, at)) return whole;
      if (person.name) return person.name;
      if (!person.relative || sameRelative(word, person.relative, language)) return whole;
      return `${owner} ${person.relative}`;
    },
  );
  return person.relationship === 'grandparent' && language === 'en' ? asGrandparents(owned) : owned;
}

/** A grandparent's couple, named as the library's parents: "Mom and Dad" are Grandma and Grandpa. */
const asGrandparents = (line: string) =>
  line.replace(/\b(Mom|Mother|Dad|Father)\b/g, (word) =>
    genderOf(word, 'en') === 'she' ? 'Grandma' : 'Grandpa',
  );

/** Words after which "my mom" is the one doing ("when my mom refuses"), not the one done to. */
const SubjectLeads = new Set(
  'when if and but because that while so until since before after where why how does do did is was can will should would could or what'.split(
    ' ',
  ),
);

// Only "my": a script's "your mother" is said to the person, about their own mother.
const MyRelativeOwning = new RegExp(`${relativePattern('en', '[Mm]y').source}(['’]s)?`, 'gu');

/** "my mom" as "he"/"him"/"his" (or "she"/"her") by where it stands; the same gender kept. */
function asPronouns(line: string, gender: Gender): string {
  return line.replace(
    MyRelativeOwning,
    (whole, owner: string, word: string, owns: string | undefined, at: number) => {
      if (genderOf(word, 'en') === gender) return whole;
      const before = line.slice(0, at).trim();
      const lead = before.split(/\s+/).pop()?.toLowerCase() ?? '';
      const capital = owner === 'My';
      const subject = capital || !before || /[.?!:*"]$/.test(before) || SubjectLeads.has(lead);
      const pronoun = owns
        ? { he: 'his', she: 'her' }[gender]
        : subject
          ? gender
          : { he: 'him', she: 'her' }[gender];
      return capital ? capitalised(pronoun) : pronoun;
    },
  );
}

/** After "her", words that make it "him" (she is the object: "have her sit", "keep her safe"). */
const ObjectFollowers = new Set(
  (
    'a an the to up in on off out back down over into with for at from by about and or but so if ' +
    'when that this these those some any what where why how every each one too now here there ' +
    'again alone first more less all know feel safe calm busy close closely comfortable warm ' +
    'sit stand scoot hold eat drink walk sleep rest stay go come take use try decide choose move ' +
    'lean forget find hire see hear talk speak get live be do pay sign'
  ).split(' '),
);
/** Verbs after which "her" is the one acted on ("help her find", "give her a"). */
const ObjectVerbs = new Set(
  'have has having let lets make makes making help helps helping give gives giving hand offer'.split(
    ' ',
  ),
);
/** Nouns that keep "her" a possessive even after those verbs ("have her doctor check"). */
const OwnedNouns = new Set(
  'doctor doctors nurse care medicine medicines meds pills bank lawyer money'.split(' '),
);

/** "her" as "him" (object) or "his" (possessive), told by the words around it. */
function herAs(before: string, after: string): 'him' | 'his' {
  const next = after.toLowerCase();
  if (OwnedNouns.has(next)) return 'his';
  if (!next || ObjectFollowers.has(next) || /(ed|ing)$/.test(next)) return 'him';
  return ObjectVerbs.has(before.toLowerCase()) ? 'him' : 'his';
}

const matchCase = (model: string, word: string) =>
  model.charAt(0) === model.charAt(0).toUpperCase() ? capitalised(word) : word;

const ToHe: Record<string, string> = { she: 'he', hers: 'his', herself: 'himself' };
const ToShe: Record<string, string> = { he: 'she', him: 'her', his: 'her', himself: 'herself' };

/** An English line about a "she" told of a "he", or the other way round. */
function toGender(line: string, gender: Gender): string {
  if (gender === 'she')
    return line.replace(HePronouns, (word) => matchCase(word, ToShe[word.toLowerCase()] ?? word));
  return line.replace(
    /(\w+)?(\W+)?\b(she|her|hers|herself)\b(\W+)?(\w+)?/gi,
    (
      _whole,
      before: string | undefined,
      gap: string | undefined,
      word: string,
      space: string | undefined,
      after: string | undefined,
    ) => {
      const lower = word.toLowerCase();
      const next = space && /^\s+$/.test(space) ? (after ?? '') : '';
      const swapped = lower === 'her' ? herAs(before ?? '', next) : ToHe[lower];
      return [before, gap, matchCase(word, swapped ?? word), space, after].join('');
    },
  );
}

/** The openings of what is said to the person themselves (not to a doctor or a sibling). */
const SaidToThem: Record<Language, RegExp> = {
  en: /(\*\*Say:\*\* ")(You|Your|You're|Let's|I'm here|I know you|I believe you|Take your time)\b/,
  es: /(\*\*Diga:\*\* ")(Vamos|Está|Usted|Le creo|Sé que|Tómese|Extraña|No tiene que|Aquí estoy|Lo veo|La veo)(?![\p{L}])/u,
};

/** The first thing to say to the person, said to them by name: "Carmen, you're safe." */
function calledByName(text: string, name: string, language: Language): string {
  return text.replace(
    SaidToThem[language],
    (_, opening: string, first: string) =>
      `${opening}${name}, ${first.startsWith('I') ? first : first.charAt(0).toLowerCase() + first.slice(1)}`,
  );
}
