import type { Language } from '../guidance/guidance-topic';

/**
 * English or Spanish, from the words that carry no topic: with two languages and messages of a
 * few words, counting function words is more reliable than a general language identifier, whose
 * trigram profiles need longer text. Spanglish ("el Medicaid no paga la aide") reads as Spanish.
 */
const SpanishWords = new Set(
  (
    'el la los las un una unos unas de del al y o pero que qué porque por para con sin en es son está ' +
    'están estoy fue era ser estar hay mi mis tu su sus mí me te se le les lo nos yo él ella ellos ' +
    'usted ustedes cómo como cuando cuándo donde dónde quien quién cual cuál muy más mas menos ya no sí ' +
    'si también tambien todo toda todos nada algo alguien cada otro otra este esta estos esas ese eso ' +
    'mamá mama papá papa abuela abuelo esposo esposa hijo hija hermano hermana puedo puede pueden ' +
    'tengo tiene tienen hace hago quiero quiere necesito necesita ayuda sabe sé qué hago noche día'
  ).split(/\s+/),
);
const EnglishWords = new Set(
  (
    'the a an of and or but that what because for with without in on at is are was were be been am ' +
    'my your his her their our me him them we you it this these those there here how when where who ' +
    'which very more less not no yes also all nothing something someone each other do does did can ' +
    "could would should will have has had i im i'm dont don't cant can't she he they mom dad wife " +
    'husband help need want know night day about from to so just'
  ).split(/\s+/),
);

export function detectLanguage(text: string): Language {
  const words = text.toLowerCase().match(/[a-záéíóúüñ']+/g) ?? [];
  let spanish = /[ñ¿¡]|[áéíóú]\w/i.test(text) ? 1 : 0;
  let english = 0;
  for (const word of words) {
    if (SpanishWords.has(word)) spanish += 1;
    if (EnglishWords.has(word)) english += 1;
  }
  return spanish > english ? 'es' : 'en';
}
