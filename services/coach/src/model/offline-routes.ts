/**
 * What an offline answer leads with, chosen from the question's words: plain rules, so a tired
 * caregiver gets the right next step without a model.
 */
export type OfflineRoute = 'medication-safety' | 'paid-care' | 'overwhelm';

const medicineWord =
  /\b(pastillas?|medicinas?|medicamentos?|pills?|medications?|medicines?|meds|drugs?|tablets?|capsules?|supplements?|vitamins?|prescriptions?|otc|over the counter|antibiotics?|painkillers?|sleeping pills?)\b/;

const medicationSafety: RegExp[] = [
  // Spanish: "¿se pueden tomar juntas?", "mezclar", "con la warfarina".
  /\b(juntas?|juntos|mezclar|combinar|al mismo tiempo)\b/,
  /\b(safe|ok|okay|alright|dangerous|risky|fine)\b[^.!?]*\b(with|together|alongside|and)\b/,
  /\b(mix|mixing|combine|combining)\b/,
  /\b(take|taking|give|giving)\b[^.!?]*\b(with|together|while on)\b/,
];
/** "Can she take ibuprofen with warfarin?": a medicine named only by its own name. */
const takeWith =
  /\bcan (he|she|they|i|we|mom|dad|my \w+) (take|have) (?!(a|an|the|my|his|your|mom|dad|care|time|some|off|over|out|her|him|them|me|us)\b)\w+ (with|and) \w+/;

const paidCare: RegExp[] = [
  /\b(get|getting|gets|be|being|been)\s+(paid|compensated|reimbursed)\b/,
  /\b(are|is) (family )?caregivers? (ever )?paid\b/,
  /\bpaid\s+(to|for)\s+(care|caring|look|looking|take|taking|help|helping|being)\b/,
  /\bpay(s)?\s+(me|family|relatives?|a family member|caregivers? like me|me to)\b/,
  /\bpaid (family |home )?caregiv\w*/,
  /\b(stipend|salary|wages?)\b[^.!?]*\b(car(e|ing)|caregiv\w*)\b/,
  /\b(self|consumer|participant)[- ]direct\w*/,
  /\b(cdpap|ihss)\b/,
  // Spanish: "¿me pueden pagar por cuidar a mi mamá?", "cobrar por cuidarla", "un sueldo por cuidar".
  /\b(pagarme|me (pueden|podrían|podrian|puede) pagar|me paguen|cobrar|recibir (un )?pago|sueldo|salario)\b[^.!?]*\b(cuid\w*)\b/,
  /\bpag\w* (a|al) (un |los )?familiar(es)?\b/,
];

/** The caregiver speaking of themselves (not "mom is exhausted"). */
const overwhelmedSelf =
  /\b(i|i'?m|im|i am|i'?ve been|ive been|i feel|feeling|i get|i'?m getting)\b[^.!?]{0,30}\b(overwhelm\w*|overwelm\w*|exhaust\w*|exausted|burn(ed|t|ing)? out|worn out|drained|depleted|at my limit|so tired|too tired|falling apart|drowning|stressed( out)?)\b/;
const overwhelmPhrases =
  /\b(no puedo más|no puedo mas|ya no aguanto|estoy agotad[oa]|estoy quemad[oa]|me siento abrumad[oa]|estoy abrumad[oa]|can'?t cope|cannot cope|end of my rope|breaking point|running on empty|caregiver burnout|burnt out|burned out|no one helps me|doing it all alone|can'?t keep (going|up|doing this))\b/;

/** Topics whose answer needs a route's lead first, whatever words the message used. */
const RouteOfTopic: Record<string, OfflineRoute> = {
  'medication-safety': 'medication-safety',
  'paid-family-caregiving': 'paid-care',
  'medicaid-long-term-care': 'paid-care',
  'caregiver-burnout': 'overwhelm',
};

/** The routes the understood topics call for. */
export function routesOfTopics(topics: readonly { slug: string }[]): OfflineRoute[] {
  return topics.flatMap((topic) => RouteOfTopic[topic.slug] ?? []);
}

const normalise = (question: string) => question.toLowerCase().replace(/[’‘]/g, "'");

/** The routes a question takes, most pressing first; none means "answer from the library". */
export function offlineRoutes(question: string): OfflineRoute[] {
  const text = normalise(question);
  const routes: OfflineRoute[] = [];
  if (
    /\binteract(ion|ions|s)?\b/.test(text) ||
    takeWith.test(text) ||
    (medicineWord.test(text) && medicationSafety.some((rule) => rule.test(text)))
  )
    routes.push('medication-safety');
  if (paidCare.some((rule) => rule.test(text))) routes.push('paid-care');
  if (overwhelmedSelf.test(text) || overwhelmPhrases.test(text)) routes.push('overwhelm');
  return routes;
}
