/**
 * What the words around a crisis say about it, read on the normalised message (normalise.ts):
 * when it happened, whether it is asked about in general, denied or imagined, and who it is about.
 * A rule's hit in such a context is no longer a floor on its own; the scored model weighs both.
 */
export interface MessageContext {
  /** Told as over: "last month", "years ago", "that was in 2019", "el mes pasado". */
  past: boolean;
  /** Said to be resolved: "I'm in therapy now", "she's fine now", "doing better". */
  resolved: boolean;
  /** Asked in general or for later: "how to prevent", "what if", "signs of", "for next time". */
  general: boolean;
  /** Denied: "not suicidal", "nobody got hurt". */
  negated: boolean;
  /** A story, not life: a film, a show, a book, the news. */
  fiction: boolean;
  /** Happening now: "right now", "tonight", "help", "ahora", "he's not breathing". */
  now: boolean;
  /** About the writer: first person singular. */
  aboutMe: boolean;
  /** About the person cared for or someone else: a relative or he/she as a subject. */
  aboutOther: boolean;
}

const past =
  /\b(?:last (?:year|month|week|spring|summer|winter|fall|autumn|christmas|time)|(?:years?|months?|weeks?) ago|a (?:year|month|while) ago|back (?:in|when)|in (?:19|20)\d\d|used to|when i was (?:younger|a teen|in)|el (?:mes|ano) pasado|la semana pasada|hace (?:anos|meses|semanas|tiempo|un ano|un mes))\b/;
const resolved =
  /\b(?:in therapy|seeing a (?:therapist|counselor|counsellor)|doing (?:much |a lot )?better now|(?:is|am|are|was) (?:fine|ok|okay|safe|stable) now|on medication now|recovered|got help|getting help|ya estoy mejor|ya esta bien|en terapia)\b/;
const general =
  /\b(?:how (?:do|can|should) (?:i|we|you) (?:prevent|avoid|stop|prepare|know|tell|recogni[sz]e)|how to (?:prevent|avoid|prepare|recogni[sz]e|spot|tell)|prevent\w*|what (?:if|happens if|should i do if|do i do if|to do if|are the (?:signs|symptoms))|in case|just in case|(?:warning )?signs of|symptoms of|for next time|next time|someday|some day|eventually|ever (?:gets|happens)|is it normal|is that normal|como (?:prevenir|evitar)|que (?:hago|pasa|pasaria) si|en caso de|senales de|la proxima vez)\b/;
/** The crisis itself denied; a denied act ("I'd never do anything") still leaves the feeling heard. */
const negated =
  /\b(?:not (?:suicidal|in danger|an emergency|hurt|injured|missing|lost|depressed)|(?:do|does|did) not (?:want to die|mean it|have a plan)|no (?:one|body) (?:got |was )?hurt|nothing happened|no estoy pensando|no (?:es|esta) suicida)\b/;
const fiction =
  /\b(?:movie|film|show(?! up)|series|episode|tv|netflix|book|novel|story|character|the news|article|podcast|documentary|pelicula|novela|serie)\b/;
const now =
  /\b(?:right now|just now|currently|tonight|at the moment|help me|please help|hurry|call 911|what do i do|what should i do|is not breathing|will not wake|ahora mismo|ahorita|ayudenme|ayudame|esta noche|que hago)\b/;
const aboutMe = /\b(?:i|me|myself|my life|im|yo|me quiero|quiero|mi vida|no puedo)\b/;
const relative =
  /\b(?:mom|mother|mum|mama|dad|father|papa|husband|wife|grandma|grandpa|grandmother|grandfather|nana|granny|partner|brother|sister|son|daughter|aunt|uncle|patient|client|neighbor|neighbour|he|she|him|her|they|esposo|esposa|mi madre|mi padre|abuela|abuelo|hermano|hermana|hijo|hija|suegra|suegro|el|ella)\b/;

export function contextOf(text: string): MessageContext {
  return {
    past: past.test(text),
    resolved: resolved.test(text),
    general: general.test(text),
    negated: negated.test(text),
    fiction: fiction.test(text),
    now: now.test(text),
    aboutMe: aboutMe.test(text),
    aboutOther: relative.test(text),
  };
}

/** Whether a rule's hit stands alone as a floor: nothing around it says it is over or imagined. */
export function hitStands(context: MessageContext): boolean {
  if (context.now && !context.resolved) return true;
  return !(
    context.past ||
    context.resolved ||
    context.general ||
    context.negated ||
    context.fiction
  );
}

export const ContextFeatures: readonly (keyof MessageContext)[] = [
  'past',
  'resolved',
  'general',
  'negated',
  'fiction',
  'now',
  'aboutMe',
  'aboutOther',
];
