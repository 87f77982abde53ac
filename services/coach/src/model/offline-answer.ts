import { HelpLines, MoreOnThis, type UsState } from '@tend/contracts';
import { circleNote } from '../guidance/circle-note';
import { answerText, type DirectAnswer } from '../guidance/direct-answers/direct-answers';
import type { DocumentHit } from '../guidance/guidance.repository';
import { topicText, type GuidanceTopic, type Language } from '../guidance/guidance-topic';
import { savedCheckFor, savedRouteNote, type SavedEligibility } from '../guidance/saved-route';
import { stateNoteLeads, stateResourceNote } from '../guidance/state-resource-notes';
import type { Citation } from './citations';
import { filesLead } from './offline-files';
import { routeLead } from './offline-leads';
import type { OfflineRoute } from './offline-routes';
import type { LibraryGrounding } from './system-prompt';
import { forPerson } from './person/for-person';
import type { PersonMeant } from './person/person-meant';
import type { AttachmentForModel } from './prompt';

const { emergency, lifeline } = HelpLines;

export const ModelUnavailableLabel =
  'The AI coach could not be reached just now, so this answer comes from Tend’s built-in guidance.';

const Words = {
  en: {
    sources: 'Sources',
    related: 'Related in Tend’s library',
    nothing: `I don’t have a guide on that in Tend’s library yet. I can help with everyday care (falls, bathing, sleep, eating, medicines), dementia (sundowning, agitation, wandering), paying for care and being paid to care, and your own stress and rest. For anything about symptoms or medicines, please call their doctor, nurse line or pharmacist; for an emergency call ${emergency.number}, and call or text ${lifeline.number} in a mental health crisis.`,
    followUp:
      'So I can point you to the right help: what is happening right now, and who are you caring for?',
  },
  es: {
    sources: 'Fuentes',
    related: 'Relacionado en la biblioteca de Tend',
    nothing: `Todavía no tengo una guía sobre eso en la biblioteca de Tend. Puedo ayudarle con el cuidado diario (caídas, baño, sueño, comida, medicinas), la demencia (confusión al atardecer, agitación, cuando se sale de la casa), cómo pagar el cuidado o recibir pago por cuidar, y su propio cansancio. Para síntomas o medicinas, llame a su médico, a la línea de enfermería o a la farmacia; en una emergencia llame al ${emergency.number}, y llame o envíe un texto al ${lifeline.number} en una crisis emocional.`,
    followUp: 'Para orientarle mejor: ¿qué está pasando ahora mismo y a quién está cuidando?',
  },
} as const;
export const NothingMatched = Words.en.nothing;

export interface OfflineInput {
  question: string;
  language: Language;
  files: AttachmentForModel[];
  /** One sentence that says back what the message said, or ''. */
  reflection: string;
  routes: OfflineRoute[];
  state?: UsState;
  /** The topics that answer the message's requests, the best first. */
  answered: GuidanceTopic[];
  /** The direct answer to each request, where one matched (by position in `answered`). */
  direct?: readonly (DirectAnswer | undefined)[];
  related: GuidanceTopic[];
  /** Discovered documents about the same thing, best first. */
  documents: DocumentHit[];
  /** Nothing was clear enough to answer: ask one short question back. */
  askBack: boolean;
  /** Whom the message is about, as far as it can be told (the library's words fit them). */
  person?: PersonMeant;
  /** Her latest eligibility check, for a question about being paid. */
  saved?: SavedEligibility;
  /** The safety opening gives Poison Control already (a poison concern or emergency). */
  poisonOpened?: boolean;
}

/** Her saved check, where the message asks about being paid for her own situation. */
const savedCheckOf = (input: OfflineInput) =>
  input.routes.includes('paid-care')
    ? savedCheckFor(input.saved, input.state, input.person?.relationship)
    : undefined;

const link = (title: string, url: string) => `[${title.replace(/[[\]]/g, '')}](${url})`;
const clip = (text: string, chars: number) =>
  text.length > chars ? `${text.slice(0, chars).trimEnd()}…` : text;

/** The first request's card shows this many steps first, a further request's this many in all. */
const LeadSteps = 3;
const FurtherSteps = 2;
/** A later step that says when to call for help shows first too (at most this many of them). */
const WhenToCall = /911|\b(call|llame)\b/i;
const WhenToCallSteps = 2;

const steps = (body: string) => body.trim().split(/\n(?=- )/);

/** A card's steps that show first (its first ones, and when to call), and the rest. */
function foldSteps(body: string): { first: string[]; rest: string[] } {
  const all = steps(body);
  const calls = all
    .map((step, i) => (i >= LeadSteps && WhenToCall.test(step) ? i : -1))
    .filter((i) => i >= 0)
    .slice(0, WhenToCallSteps);
  const shown = (i: number) => i < LeadSteps || calls.includes(i);
  return {
    first: all.filter((_, i) => shown(i)),
    rest: all.filter((_, i) => !shown(i)),
  };
}

/**
 * A direct answer under its own question: the one asked may be a near one ("Medicaid" for
 * "Medicare"), and she sees which question is answered.
 */
function directAnswer(direct: DirectAnswer, language: Language): string {
  const { question, answer } = answerText(direct, language);
  return `**${question}**\n${answer}`;
}

/**
 * The message's first request: its direct answer when one matched, her state's resources for it
 * where they answer it, then its card's first steps (then her state's, where they are her next
 * step); the card's other steps go behind the fold.
 */
function leadPart(
  topic: GuidanceTopic,
  direct: DirectAnswer | undefined,
  stateNote: string,
  language: Language,
  fit: (text: string) => string,
): { first: string; rest: string } {
  const text = topicText(topic, language);
  const { first, rest } = foldSteps(text.body);
  const card = `**${text.title}**\n\n${fit(first.join('\n'))}`;
  const leads = stateNoteLeads(topic.slug);
  const shown = [
    direct ? fit(directAnswer(direct, language)) : '',
    leads ? stateNote : '',
    card,
    leads ? '' : stateNote,
  ];
  return { first: shown.filter(Boolean).join('\n\n'), rest: fit(rest.join('\n')) };
}

/** A further request: its card's title, its direct answer and her state's, or the card's first steps. */
function furtherPart(
  topic: GuidanceTopic,
  direct: DirectAnswer | undefined,
  stateNote: string,
  language: Language,
  fit: (text: string) => string,
): string {
  const text = topicText(topic, language);
  const answer = direct
    ? directAnswer(direct, language)
    : steps(text.body).slice(0, FurtherSteps).join('\n');
  return [`**${text.title}**`, fit(answer), stateNote].filter(Boolean).join('\n\n');
}

/** Her state's resources for each request's topic, each named once (leave and work share theirs). */
function stateNotes(input: OfflineInput): string[] {
  const named = new Set<string>();
  return input.answered.map((topic) => {
    const note = stateResourceNote(topic.slug, input.state, input.language);
    if (named.has(note)) return '';
    named.add(note);
    return note;
  });
}

/** What is related: titles in one line, not sections (she asks about one if she wants it). */
const relatedLine = (topics: readonly GuidanceTopic[], language: Language) =>
  topics.map((topic) => topicText(topic, language).title).join(' · ');

const relatedDocument = (hit: DocumentHit) =>
  `- ${link(hit.title, hit.url)}: ${clip(hit.excerpt, 160)}`;

const unique = (sources: Citation[]) =>
  sources.filter((s, i, all) => all.findIndex((other) => other.url === s.url) === i);

/**
 * What the library answers to the message, for the model: each request's direct answer (fitted to
 * her person) and her state's resources for it, as the offline answer would show them.
 */
export function libraryGrounding(input: OfflineInput): LibraryGrounding {
  const fit = (text: string) => forPerson(text, input.person ?? {}, input.language);
  return {
    directAnswers: (input.direct ?? []).flatMap((direct) =>
      direct ? [fit(directAnswer(direct, input.language))] : [],
    ),
    stateResources: [
      ...stateNotes(input),
      // The model is told what her own check means, so it never sends a spouse to a program
      // that excludes spouses.
      ...[savedCheckOf(input)].map((saved) => (saved ? savedRouteNote(saved, input.language) : '')),
    ].filter(Boolean),
  };
}

/**
 * An answer without the model, shaped for a phone: the files it sent, one sentence that reflects
 * what was said, the right next step for a few needs (being paid, medicines together, exhaustion),
 * the first request's direct answer, her state's resource and its card's first steps, each further
 * request's own short answer; then, behind the fold ("More on this"), the rest of the card; what is
 * related in one line; and one list of sources. In the language of the message.
 */
export function offlineAnswer(input: OfflineInput): { content: string; sources: Citation[] } {
  const words = Words[input.language];
  const parts: string[] = [];
  if (input.files.length > 0) parts.push(filesLead(input.question, input.files));
  // Before a direct answer, the reflection is one sentence at most (`OfflineCoach`).
  if (input.reflection) parts.push(input.reflection);
  for (const route of input.routes)
    parts.push(
      routeLead(route, {
        state: input.state,
        language: input.language,
        caredFor: input.person?.relationship,
        saved: savedCheckOf(input),
        poisonOpened: input.poisonOpened,
      }),
    );
  const [lead, ...further] = input.answered;
  const notes = stateNotes(input);
  const direct = (i: number) => input.direct?.[i];
  const fit = (text: string) => forPerson(text, input.person ?? {}, input.language);
  const leading = lead && leadPart(lead, direct(0), notes[0] ?? '', input.language, fit);
  if (leading) parts.push(leading.first);
  parts.push(
    ...further.map((topic, i) =>
      furtherPart(topic, direct(i + 1), notes[i + 1] ?? '', input.language, fit),
    ),
  );
  // Where the advice is to share the work: the place in Tend to share it, before the fold.
  const circle = circleNote(input.answered, input.language);
  if (circle) parts.push(circle);
  const [leadDocument, ...moreDocuments] = input.documents;
  const documentLeads = input.answered.length === 0 && leadDocument;
  if (documentLeads)
    parts.push(
      `**${link(leadDocument.title, leadDocument.url)}**\n\n${clip(leadDocument.excerpt, 500)}`,
    );
  const relatedDocuments = documentLeads ? moreDocuments : input.documents;
  const related = [
    ...(input.related.length > 0 ? [`- ${relatedLine(input.related, input.language)}`] : []),
    ...relatedDocuments.map(relatedDocument),
  ];
  if (input.answered.length === 0 && !documentLeads && input.routes.length === 0)
    parts.push(input.askBack ? words.followUp : words.nothing);
  else if (input.askBack) parts.push(words.followUp);

  const sources = unique([
    ...input.answered
      .flatMap((topic, i) => [...(input.direct?.[i]?.sources ?? []), ...topic.sources])
      .map(({ name, url }) => ({ title: name, url })),
    ...input.documents.map(({ title, url }) => ({ title, url })),
  ]);
  // One list of the guidance's sources, at the end (the documents are linked where they show).
  const cited = sources.filter((source) => !input.documents.some((d) => d.url === source.url));
  if (leading?.rest) parts.push(`**${MoreOnThis[input.language]}**`, leading.rest);
  // What is related is a way on, not part of her answer: after the fold, where there is one.
  if (related.length > 0) parts.push(`**${words.related}**\n${related.join('\n')}`);
  if (cited.length > 0)
    parts.push(`${words.sources}: ${cited.map((s) => link(s.title, s.url)).join(' · ')}`);
  return { content: parts.join('\n\n'), sources };
}
