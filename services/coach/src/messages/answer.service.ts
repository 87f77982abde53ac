import { Inject, Injectable } from '@nestjs/common';
import { coachStreamChannel, type StreamChunk } from '@tend/contracts';
import { CONFIG, LOGGER, type Logger, type StreamRelay } from '@tend/platform';
import { CaregiverContextReader } from '../account/caregiver-context';
import type { CoachConfig } from '../coach.env';
import { FilesService } from '../files/files.service';
import { KnowledgeRepository } from '../knowledge/knowledge.repository';
import { citeSources, type Citation } from '../model/citations';
import { earlierAttachments, historyWithFiles } from '../model/earlier-files';
import { windowHistory } from '../model/history-window';
import { ModelClient, ModelUnavailableError } from '../model/model-client';
import { OfflineCoach, type AskerContext } from '../model/offline-coach';
import { buildPrompt, type AttachmentForModel } from '../model/prompt';
import type { CaregiverContext } from '../model/system-prompt';
import {
  type KnownMedicines,
  MedicineListsRepository,
} from '../medicines/medicine-lists.repository';
import { doubleDoseFindings, medicineListLine } from '../medicines/medicine-mentions';
import { atLevel, mergeFindings, type SafetyFinding } from '../safety/kinds';
import { addedOpening, safetyOpening } from '../safety/opening';
import { CrisisReferralsService } from '../safety/referrals/crisis-referrals.service';
import { SafetyTriage } from '../safety/safety-triage';
import { MessagesRepository } from './messages.repository';
import { COACH_STREAM_RELAY } from './stream-relay.provider';
import { detectLanguage } from '../understanding/language';

export interface AnswerRequest {
  userId: string;
  conversationId: string;
  /** The question's own message, left out of the history it is asked after. */
  questionId: string;
  question: string;
  attachments: () => Promise<AttachmentForModel[]>;
  streamId?: string;
}

export interface Answer {
  content: string;
  sources: Citation[];
  offline: boolean;
  emergency: boolean;
}

export const DocumentsPerAnswer = 3;
const askerOf = (caregiver: CaregiverContext): AskerContext => ({
  conditions: caregiver.recipients.flatMap((recipient) => recipient.conditions),
  state: caregiver.state,
  recipients: caregiver.recipients,
  saved: caregiver.saved,
});

/** Safety first, then the caregiver's context and the library, then the model (or offline help). */
@Injectable()
export class AnswerService {
  constructor(
    @Inject(CONFIG) private readonly config: CoachConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(COACH_STREAM_RELAY) private readonly relay: StreamRelay,
    private readonly model: ModelClient,
    private readonly knowledge: KnowledgeRepository,
    private readonly caregivers: CaregiverContextReader,
    private readonly messages: MessagesRepository,
    private readonly files: FilesService,
    private readonly offline: OfflineCoach,
    private readonly safety: SafetyTriage,
    private readonly referrals: CrisisReferralsService,
    private readonly medicineLists: MedicineListsRepository,
  ) {}

  async answer(request: AnswerRequest): Promise<Answer> {
    const publish = this.publisher(request.streamId);
    const safety = this.safety.assess(request.question);
    // The library's part starts at once: the offline answer, or what the model is told it says.
    this.offline.prepare(request.question);
    // The recipients' medicine lists (where their owners allow it): a double dose of a listed
    // medicine opens with Poison Control, whatever triage made of the words alone.
    const medicinesRead = this.medicineLists
      .forUser(request.userId)
      .catch((): KnownMedicines[] => []);
    // Counted for the yearly report once the second opinions are in, a double dose of a listed
    // medicine with them (it is a referral the answer makes); never holds up the answer.
    void Promise.all([safety.checked, medicinesRead]).then(([checked, known]) =>
      this.referrals.record(
        mergeFindings(checked, doubleDoseFindings(request.question, known)),
        new Date(),
      ),
    );
    const medicines = await medicinesRead;
    const listed = doubleDoseFindings(request.question, medicines);
    let findings = mergeFindings(await safety.found, listed);
    // The safety words in the language she wrote in, whatever language the model answers in.
    const language = detectLanguage(request.question);
    let lead = safetyOpening(findings, language);
    if (lead) publish({ type: 'delta', text: lead });

    if (this.model.offline) {
      const [attachments, caregiver] = await Promise.all([
        request.attachments(),
        this.caregivers.read(request.userId),
      ]);
      const answer = await this.offlineAnswer(
        request.question,
        attachments,
        { ...caregiver, medicines },
        findings,
      );
      publish({ type: 'delta', text: answer.content });
      return { ...answer, content: `${lead}${answer.content}` };
    }
    const search = this.knowledge.search(request.question, DocumentsPerAnswer);
    const caregiverRead = this.caregivers.read(request.userId);
    // The encoder's own deadlines bound it (as they bound an offline answer); a failure only
    // means the model is told less.
    const library = caregiverRead
      .then((caregiver) => this.offline.grounding(request.question, askerOf(caregiver)))
      .catch(() => undefined);

    // Independent reads, side by side: the library, the caregiver, the conversation, the files,
    // and the moderation second opinion (which adds no wait of its own).
    const [documents, caregiver, history, attachments, checked, grounding] = await Promise.all([
      search,
      caregiverRead,
      this.messages.recent(
        request.userId,
        request.conversationId,
        this.config.COACH_HISTORY_MESSAGES + 1,
      ),
      request.attachments(),
      safety.checked,
      library,
    ]);
    const checkedWithList = mergeFindings(checked, listed);
    const added = addedOpening(findings, checkedWithList, language);
    if (added) {
      // A second opinion raised a level: what it adds goes out before any of the model's words.
      publish({ type: 'delta', text: added });
      findings = checkedWithList;
      lead = safetyOpening(findings, language);
    }
    const earlier = history.filter((m) => m.id !== request.questionId);
    const earlierFiles = await this.files.earlierForModel(
      request.userId,
      request.conversationId,
      earlierAttachments(earlier),
    );
    const window = windowHistory(historyWithFiles(earlier, earlierFiles), {
      maxMessages: this.config.COACH_HISTORY_MESSAGES,
      maxChars: this.config.COACH_HISTORY_CHARS,
    });
    const prompt = buildPrompt({
      caregiver: { ...caregiver, medicines },
      documents,
      history: window.kept,
      omittedEarlier: window.omitted,
      question: request.question,
      attachments,
      emergencyShown: lead.trim(),
      library: grounding,
    });
    try {
      const text = await this.model.complete(
        prompt,
        request.streamId ? (delta) => publish({ type: 'delta', text: delta }) : undefined,
      );
      return {
        ...citeSources(`${lead}${text}`, documents),
        offline: false,
        emergency: atLevel(findings, 'emergency').length > 0,
      };
    } catch (error) {
      if (!(error instanceof ModelUnavailableError)) throw error;
      this.logger.warn({ err: error.message }, 'the model did not answer');
      // The library answers instead, badged offline; safety guidance is never withheld.
      const answer = await this.offlineAnswer(
        request.question,
        attachments,
        { ...caregiver, medicines },
        findings,
      );
      publish({ type: 'delta', text: answer.content });
      return { ...answer, content: `${lead}${answer.content}` };
    }
  }

  private async offlineAnswer(
    question: string,
    attachments: AttachmentForModel[],
    caregiver: CaregiverContext,
    findings: readonly SafetyFinding[],
  ): Promise<Answer> {
    const answer = await this.offline.answer(question, attachments, findings, askerOf(caregiver));
    const line = medicineListLine(question, caregiver.medicines ?? [], detectLanguage(question));
    return {
      ...answer,
      content: `${line}${answer.content}`,
      offline: true,
      emergency: atLevel(findings, 'emergency').length > 0,
    };
  }

  private publisher(streamId: string | undefined): (chunk: StreamChunk) => void {
    if (!streamId) return () => undefined;
    const channel = coachStreamChannel(this.config.TEND_NAMESPACE, streamId);
    return (chunk) => this.relay.publish(channel, JSON.stringify(chunk));
  }
}
