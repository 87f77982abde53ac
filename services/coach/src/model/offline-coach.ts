import { Injectable } from '@nestjs/common';
import { FileAttachedText } from '@tend/contracts';
import { GuidanceRepository, type LibraryHit } from '../guidance/guidance.repository';
import { quickQuestionTopic } from '../guidance/quick-topics';
import { mentionedState } from '../guidance/states';
import type { Citation } from './citations';
import { offlineAnswer, OfflineClosing, RelatedItems } from './offline-answer';
import { filesSearchText } from './offline-files';
import { offlineRoutes } from './offline-routes';
import type { AttachmentForModel } from './prompt';

/** The coach without a model: Tend's guidance library and discovered documents, by PostgreSQL. */
@Injectable()
export class OfflineCoach {
  constructor(private readonly guidance: GuidanceRepository) {}

  /** The library's items for a question (and the text of its files), best first. */
  async rank(question: string, files: AttachmentForModel[] = []): Promise<LibraryHit[]> {
    // A file sent without words is asked about by its text alone.
    const asked = question === FileAttachedText ? '' : question;
    const text = [asked, filesSearchText(files)].filter(Boolean).join('\n');
    return this.guidance.search(text, 1 + RelatedItems, quickQuestionTopic(question));
  }

  async answer(
    question: string,
    files: AttachmentForModel[],
    closing = OfflineClosing,
  ): Promise<{ content: string; sources: Citation[] }> {
    const hits = await this.rank(question, files);
    return offlineAnswer(
      { question, files, hits, routes: offlineRoutes(question), state: mentionedState(question) },
      closing,
    );
  }
}
