import { Injectable } from '@nestjs/common';
import { FileAttachedText } from '@tend/contracts';
import { crisisFocus } from '../guidance/crisis-topics';
import { GuidanceRepository, type LibraryHit } from '../guidance/guidance.repository';
import { quickQuestionTopic } from '../guidance/quick-topics';
import { mentionedState } from '../guidance/states';
import type { EmergencyKind } from '../safety/kinds';
import type { Citation } from './citations';
import { offlineAnswer, OfflineClosing, RelatedItems } from './offline-answer';
import { filesSearchText } from './offline-files';
import { offlineRoutes } from './offline-routes';
import type { AttachmentForModel } from './prompt';

/** The coach without a model: Tend's guidance library and discovered documents, by PostgreSQL. */
@Injectable()
export class OfflineCoach {
  constructor(private readonly guidance: GuidanceRepository) {}

  /**
   * The library's items for a question, best first; when its words find nothing (or it is only a
   * file sent without words), the items for the text of its files.
   */
  async rank(
    question: string,
    files: AttachmentForModel[] = [],
    emergencies: readonly EmergencyKind[] = [],
  ): Promise<LibraryHit[]> {
    const limit = 1 + RelatedItems;
    const crisis = crisisFocus(emergencies);
    const asked = question === FileAttachedText || crisis?.topicOnly ? '' : question;
    const hits = await this.guidance.search(
      asked,
      limit,
      crisis?.topic ?? quickQuestionTopic(question),
    );
    const fileText = filesSearchText(files);
    return hits.length > 0 || !fileText ? hits : this.guidance.search(fileText, limit);
  }

  async answer(
    question: string,
    files: AttachmentForModel[],
    emergencies: readonly EmergencyKind[] = [],
  ): Promise<{ content: string; sources: Citation[] }> {
    const hits = await this.rank(question, files, emergencies);
    const routes = crisisFocus(emergencies)?.topicOnly ? [] : offlineRoutes(question);
    return offlineAnswer(
      { question, files, hits, routes, state: mentionedState(question) },
      OfflineClosing,
    );
  }
}
