import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FileAttachedText, type UsState } from '@tend/contracts';
import { concernTopics, crisisFocus } from '../guidance/crisis-topics';
import { GuidanceRepository } from '../guidance/guidance.repository';
import { DirectAnswerFinder } from '../guidance/direct-answers/direct-answer-finder';
import { GuidanceLibrary } from '../guidance/library';
import type { GuidanceTopic } from '../guidance/guidance-topic';
import { quickQuestionTopic } from '../guidance/quick-topics';
import type { SavedEligibility } from '../guidance/saved-route';
import { cities } from '../guidance/places';
import { mentionedState } from '../guidance/states';
import { atLevel, GroupOf, type SafetyFinding } from '../safety/kinds';
import { MessageUnderstanding } from '../understanding/message-understanding';
import { MaxRequests } from '../understanding/understanding';
import type { Citation } from './citations';
import { libraryGrounding, offlineAnswer, type OfflineInput } from './offline-answer';
import { filesSearchText } from './offline-files';
import { offlineRoutes, routesOfTopics } from './offline-routes';
import type { AttachmentForModel } from './prompt';
import type { LibraryGrounding } from './system-prompt';
import { personMeant, type KnownRecipient } from './person/person-meant';
import { reflectionBeforeAnswer, reflectionOf } from './reflection';

/** Discovered documents shown with an answer, at most. */
export const DocumentsShown = 2;
/** A document shown must match at least this share of the best document's rank. */
const DocumentMinShare = 0.5;

/** What the offline coach knows of the person asking (from their profile). */
export interface AskerContext {
  conditions: readonly string[];
  state: UsState | null;
  /** Whom they care for, to tell whom a message is about. */
  recipients?: readonly KnownRecipient[];
  /** Her latest eligibility check, for a question about being paid. */
  saved?: SavedEligibility | null;
}

const bySlug = new Map(GuidanceLibrary.map((topic) => [topic.slug, topic]));
const topicsOf = (slugs: readonly string[]) =>
  [...new Set(slugs)].flatMap((slug) => bySlug.get(slug) ?? []);

/** The coach without a model: Tend's guidance library and discovered documents. */
@Injectable()
export class OfflineCoach implements OnModuleInit {
  constructor(
    private readonly guidance: GuidanceRepository,
    private readonly understanding: MessageUnderstanding,
    private readonly directAnswers: DirectAnswerFinder,
  ) {}

  /** The cities are read at start-up (about 200 ms), not on the first message naming a place. */
  onModuleInit(): void {
    cities();
  }

  /** Starts what can start before the safety triage has decided (see `MessageUnderstanding`). */
  prepare(question: string): void {
    this.understanding.prepare(question);
    this.directAnswers.prepare(question);
  }

  async answer(
    question: string,
    files: AttachmentForModel[],
    findings: readonly SafetyFinding[] = [],
    asker: AskerContext = { conditions: [], state: null },
  ): Promise<{ content: string; sources: Citation[] }> {
    return offlineAnswer(await this.plan(question, files, findings, asker));
  }

  /** What the library answers to a message, for the model to lead with (see `libraryGrounding`). */
  async grounding(question: string, asker: AskerContext): Promise<LibraryGrounding> {
    return libraryGrounding(await this.plan(question, [], [], asker));
  }

  /** What an offline answer is made of: the topics, direct answers, routes and person. */
  private async plan(
    question: string,
    files: AttachmentForModel[],
    findings: readonly SafetyFinding[],
    asker: AskerContext,
  ): Promise<OfflineInput> {
    const crisis = crisisFocus(atLevel(findings, 'emergency'));
    // A file sent without words is understood by its text.
    const asked = question === FileAttachedText ? filesSearchText(files) || question : question;
    const [understood, documents] = await Promise.all([
      this.understanding.understand(asked, asker.conditions),
      crisis?.topicOnly ? [] : this.documents(asked),
    ]);
    const language = understood.language;
    const requested = understood.requests.map((request) => request.slug);
    const answered = crisis?.topicOnly
      ? topicsOf([crisis.topic])
      : topicsOf(
          [
            crisis?.topic,
            quickQuestionTopic(question),
            requested[0],
            ...concernTopics(atLevel(findings, 'concern')),
            ...requested.slice(1),
          ].filter((slug): slug is string => !!slug),
        ).slice(0, MaxRequests);
    const routes = crisis?.topicOnly
      ? []
      : [...new Set([...offlineRoutes(question), ...routesOfTopics(answered)])];
    const state =
      // Her saved check's state before her profile's: it is what she answered about her care.
      mentionedState(question) ?? asker.saved?.answers.state ?? asker.state ?? undefined;
    const direct = crisis?.topicOnly
      ? []
      : await this.directAnswers.find(
          asked,
          answered.map((topic) => topic.slug),
          state,
        );
    return {
      question,
      language,
      files,
      // A route's lead already meets the person where they are; so does emergency guidance. A
      // direct answer is what she asked: one sentence at most is said before it.
      reflection:
        crisis || routes.length > 0
          ? ''
          : (direct[0] ? reflectionBeforeAnswer : reflectionOf)(
              question,
              language,
              heardOf(answered[0], language),
            ),
      routes,
      state,
      answered,
      direct,
      related: crisis?.topicOnly
        ? []
        : topicsOf(understood.related).filter((topic) => !answered.includes(topic)),
      documents,
      askBack: !crisis && requested.length === 0,
      person: personMeant(question, asker.recipients ?? [], language),
      saved: asker.saved ?? undefined,
      poisonOpened: findings.some((finding) => GroupOf[finding.kind] === 'poison'),
    };
  }

  private async documents(text: string) {
    const found = await this.guidance.documents(text, DocumentsShown);
    const best = found[0]?.rank ?? 0;
    return found.filter((hit) => hit.rank >= best * DocumentMinShare);
  }
}

const heardOf = (topic: GuidanceTopic | undefined, language: 'en' | 'es') =>
  topic ? (language === 'es' ? topic.es.heard : topic.heard) : undefined;
