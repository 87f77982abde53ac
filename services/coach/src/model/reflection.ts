import type { Language } from '../guidance/guidance-topic';

/** Feelings a caregiver names, in either language, and what the coach says back to each. */
const Feelings: { words: RegExp; en: string; es: string }[] = [
  {
    words:
      /\b(exhaust\w*|exausted|worn out|burn(ed|t) out|so tired|drained|no energy|agotad[oa]|cansad[oa]|rendid[oa]|sin fuerzas|no puedo más|no puedo mas)\b/i,
    en: 'You sound worn out.',
    es: 'Se nota el cansancio en lo que escribe.',
  },
  {
    words:
      /\b(scared|afraid|terrified|frightened|panic\w*|worried|worry|anxious|nervous|miedo|asustad[oa]|preocupad[oa]|me preocupa|nervios[oa]|angustiad[oa])\b/i,
    en: 'It makes sense that this worries you.',
    es: 'Es comprensible que esto le preocupe.',
  },
  {
    words: /\b(guilt\w*|guilty|ashamed|bad daughter|bad son|culpa|culpable|vergüenza|verguenza)\b/i,
    en: 'So many caregivers carry this kind of guilt; it usually means you care a great deal.',
    es: 'Muchas personas que cuidan sienten esta culpa; casi siempre es señal de lo mucho que les importa.',
  },
  {
    words:
      /\b(angry|furious|frustrat\w*|resent\w*|lose my temper|snapp?(ed|ing)|fed up|enojad[oa]|enfadad[oa]|frustrad[oa]|harta|harto|coraje|rabia)\b/i,
    en: 'Feeling frustrated does not make you a bad caregiver; it tells you how much you are carrying.',
    es: 'Sentir frustración no le hace mal cuidador; muestra todo lo que está cargando.',
  },
  {
    words:
      /\b(cry|crying|cried|sad|heartbroken|depressed|hopeless|llor\w*|triste|tristeza|deprimid[oa])\b/i,
    en: 'That sounds really painful.',
    es: 'Eso suena muy doloroso.',
  },
  {
    words: /\b(alone|lonely|no one helps|nobody helps|sol[oa]|nadie me ayuda)\b/i,
    en: 'It sounds lonely to carry this by yourself.',
    es: 'Suena muy solitario cargar con esto sin ayuda.',
  },
];

/**
 * One or two sentences that say back what the message said: the feeling it names, if any, and
 * what the topic it needs means to live through (`heard`, written with each topic).
 */
export function reflectionOf(message: string, language: Language, heard?: string): string {
  const feeling = Feelings.find((f) => f.words.test(message));
  return [feeling?.[language], heard].filter(Boolean).join(' ');
}
