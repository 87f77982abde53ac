import type { Language } from '../guidance/guidance-topic';

/**
 * Feelings a caregiver names, in either language, and what the coach says back to each. Global
 * expressions, read only by `matchAll`, which copies them: no `lastIndex` carries over. `\b` does
 * not see an accented letter as part of a word, so a word ending in one is matched up to it.
 */
const Feelings: { words: RegExp; en: string; es: string }[] = [
  {
    words:
      /\b(exhaust\w*|exausted|worn out|burn(ed|t) out|so tired|drained|no energy|agotad[oa]|cansad[oa]|me canse|me cans(?=é)|cansancio|rendid[oa]|sin fuerzas|no puedo m(?=á)|no puedo mas)\b/gi,
    en: 'You sound worn out.',
    es: 'Se nota el cansancio en lo que escribe.',
  },
  {
    words:
      /\b(scared|afraid|terrified|frightened|panic\w*|worried|worry|anxious|nervous|miedo|asustad[oa]|preocupad[oa]|me preocupa|nervios[oa]|angustiad[oa])\b/gi,
    en: 'It makes sense that this worries you.',
    es: 'Es comprensible que esto le preocupe.',
  },
  {
    words:
      /\b(guilt\w*|guilty|ashamed|bad daughter|bad son|culpa|culpable|vergüenza|verguenza)\b/gi,
    en: 'So many caregivers carry this kind of guilt; it usually means you care a great deal.',
    es: 'Muchas personas que cuidan sienten esta culpa; casi siempre es señal de lo mucho que les importa.',
  },
  {
    words:
      /\b(angry|furious|frustrat\w*|resent\w*|lose my temper|snapp?(ed|ing)|fed up|enojad[oa]|enfadad[oa]|frustrad[oa]|harta|harto|coraje|rabia)\b/gi,
    en: 'Feeling frustrated does not make you a bad caregiver; it tells you how much you are carrying.',
    es: 'Sentir frustración no quiere decir que cuide mal; muestra todo lo que está cargando.',
  },
  {
    words:
      /\b(cry|crying|cried|sad|heartbroken|depressed|hopeless|llor\w*|triste|tristeza|deprimid[oa])\b/gi,
    en: 'That sounds really painful.',
    es: 'Eso suena muy doloroso.',
  },
  {
    // Spanish "solo/sola" alone is mostly "only" or "by itself": only the writer's own loneliness.
    words:
      /\b(alone|lonely|no one helps|nobody helps|nadie me ayuda|(?:me siento|estoy|me quedé|me quede|me dejan|me dejaron)\s+(?:muy\s+|tan\s+)?sol[oa]|sol[oa] con (?:todo|esto))\b/gi,
    en: 'It sounds lonely to carry this by yourself.',
    es: 'Suena muy solitario cargar con esto sin ayuda.',
  },
];

/** Who a feeling belongs to: the person named last in the few words before it. */
const Writer = /^(i|i'm|im|i've|ive|me|myself|yo|estoy|siento)$/i;
const SomeoneElse =
  /^(she|he|they|her|his|mom|mother|dad|father|husband|wife|grandma|grandpa|grandmother|grandfather|brother|sister|son|daughter|aunt|uncle|boss|ella|él|mamá|mama|papá|papa|esposo|esposa|hermano|hermana|hijo|hija|abuela|abuelo|tía|tia|tío|tio|jefe|jefa)$/i;
/** "lives alone", "left alone", "home alone": where someone is, not how the writer feels. */
const AloneWhere =
  /\b(live|lives|living|lived|left|leave|leaving|home|stay|stays|be|being)\s+(?:\w+\s+)?$/i;
/** "won't frustrate her", "worry him": a feeling the writer is asking about causing in someone. */
const CausedInSomeone = /^\s+(her|him|them|ella|él)\b/i;

/**
 * Whether the feeling named at `at` is the writer's own: not one caused in someone else ("won't
 * frustrate her"), not someone else's ("she gets frustrated", "my husband is furious"), not where
 * someone is ("lives alone"). Texting without a subject ("so tired. cant do this") counts as the
 * writer's.
 */
function writersOwn(message: string, at: number, word: string): boolean {
  const before =
    message
      .slice(0, at)
      .split(/[.!?\n]/)
      .pop() ?? '';
  const after = message.slice(at + word.length);
  if (CausedInSomeone.test(after)) return false;
  if (/^alone$/i.test(word) && AloneWhere.test(before)) return false;
  // "my husband is furious" is his; "she makes me so angry" is the writer's.
  const person = before
    .split(/[^\p{L}']+/u)
    .slice(-5)
    .reverse()
    .find((word) => Writer.test(word) || SomeoneElse.test(word));
  return !person || Writer.test(person);
}

function namedFeeling(message: string) {
  return Feelings.find((feeling) => {
    return [...message.matchAll(feeling.words)].some((m) => writersOwn(message, m.index, m[0]));
  });
}

/**
 * One or two sentences that say back what the message said: the feeling its writer names, if
 * any, and what the topic it needs means to live through (`heard`, written with each topic).
 */
export function reflectionOf(message: string, language: Language, heard?: string): string {
  return [namedFeeling(message)?.[language], heard].filter(Boolean).join(' ');
}

/**
 * The one sentence said before a direct answer: the feeling she names, else, when she told more
 * than her question ("I'm washing sheets at 4am"), what the topic means to live through. A bare
 * question ("Does Medicare pay for diapers?") gets its answer at once.
 */
export function reflectionBeforeAnswer(message: string, language: Language, heard?: string) {
  return namedFeeling(message)?.[language] ?? (tellsHerSituation(message) ? (heard ?? '') : '');
}

/** A sentence of at least five words that is not a question: she says where she stands. */
function tellsHerSituation(message: string): boolean {
  return message
    .split(/(?<=[.!?\n])/)
    .map((sentence) => sentence.trim())
    .some((sentence) => !/[?¿]/.test(sentence) && sentence.split(/\s+/).length >= 5);
}
