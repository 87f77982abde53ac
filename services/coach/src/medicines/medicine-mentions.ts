import type { Language } from '../guidance/guidance-topic';
import type { SafetyFinding } from '../safety/kinds';
import type { KnownMedicines } from './medicine-lists.repository';

/** Words that make a message about a medicine, in English and Spanish, besides a listed name. */
const MedicineWords =
  /\b(medicines?|medications?|meds|pills?|tablets?|capsules?|doses?|drugs?|prescriptions?|pharmacist|pharmacy|ibuprofen|acetaminophen|tylenol|advil|aleve|motrin|aspirin|naproxen|antihistamines?|supplements?|vitamins?|medicinas?|medicamentos?|pastillas?|dosis|farmac[eé]utic[oa]|farmacia)\b/i;

/**
 * A dose given or taken twice: "twice this morning", "an extra pill", "two doses", "otra dosis".
 * "Twice a day" is a schedule, not a double dose.
 */
const DoubleDose =
  /\b(twice(?! (a|per|each|every) (day|week))(?! daily)|two doses|two (of )?(her|his|their|the|my) doses|both doses|double(d)?( (a|the|her|his))? dose|doubled( up)?|extra (pill|dose|tablet|capsule|one)s?|another (pill|dose|tablet) by mistake|second dose by mistake|dos veces(?! al d[ií]a)|doble dosis|dosis doble|otra dosis|(pastilla|dosis) de m[aá]s)\b/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (message: string, name: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escape(name)}[ao]?($|[^\\p{L}\\p{N}])`, 'iu').test(message);

/** The listed medicines the message names, by their names as listed ("metformina" too). */
export function listedMedicinesNamed(message: string, lists: readonly KnownMedicines[]): string[] {
  return lists.flatMap((list) => list.medicineNames.filter((name) => named(message, name)));
}

/** Whether a message is about a medicine: it names a listed one, or speaks of medicines. */
export function aboutMedicine(message: string, lists: readonly KnownMedicines[]): boolean {
  return MedicineWords.test(message) || listedMedicinesNamed(message, lists).length > 0;
}

/**
 * A double dose of a medicine on the recipient's list is Poison Control's to judge: the answer
 * opens with its line, as for an overdose. Nothing when no listed medicine is named.
 */
export function doubleDoseFindings(
  message: string,
  lists: readonly KnownMedicines[],
): SafetyFinding[] {
  if (!DoubleDose.test(message) || listedMedicinesNamed(message, lists).length === 0) return [];
  return [{ kind: 'overdose', level: 'emergency' }];
}

const sentence: Record<Language, (list: KnownMedicines) => string> = {
  en: ({ recipientName, medicineNames }) =>
    `**${recipientName}’s medicine list in Tend:** ${medicineNames.join(', ')}. Ask the pharmacist whether something new goes with these: I don’t check medicines against each other.`,
  es: ({ recipientName, medicineNames }) =>
    `**La lista de medicinas de ${recipientName} en Tend:** ${medicineNames.join(', ')}. Pregúntele al farmacéutico si algo nuevo se puede tomar con estas: yo no reviso cómo se combinan las medicinas.`,
};

/**
 * The offline answer's line for a message about a medicine: the recipients' current medicines by
 * name and the pharmacist for combinations; empty for any other message or with no list.
 */
export function medicineListLine(
  message: string,
  lists: readonly KnownMedicines[],
  language: Language,
): string {
  if (lists.length === 0 || !aboutMedicine(message, lists)) return '';
  return `${lists.map(sentence[language]).join('\n\n')}\n\n`;
}

/** What the model is told of the lists, with what it must never claim. */
export function describeMedicineLists(lists: readonly KnownMedicines[] | undefined): string {
  if (!lists || lists.length === 0) return '';
  const named = lists.map(
    ({ recipientName, medicineNames }) =>
      `${recipientName}'s current medicines (from the circle's list in Tend): ${medicineNames.join(', ')}.`,
  );
  return [
    ...named,
    'When a message is about a medicine (a new one, a combination, a dose), name these medicines and tell her to ask the pharmacist about combinations. Never claim to check interactions and never say a combination is safe: you cannot check them.',
  ].join('\n');
}
