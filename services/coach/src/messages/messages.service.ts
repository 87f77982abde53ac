import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCodes,
  CoachReplyDeadlineMs,
  type CoachRpc,
  type RpcPayload,
  type SendMessageResult,
} from '@tend/contracts';
import { CONFIG, DATABASE, DomainError, type Database, type DbExecutor } from '@tend/platform';
import type { CoachConfig } from '../coach.env';
import { ConversationsRepository, toConversation } from '../conversations/conversations.repository';
import { parseAttachment, type AttachmentRef } from '../files/attachment-refs';
import { FilesRepository, type FileRow } from '../files/files.repository';
import { FilesService } from '../files/files.service';
import { AnswerService } from './answer.service';
import { MessagesRepository, toChatMessage, type MessageRow } from './messages.repository';
import { isResendOf, isRetryOf, messageText, titleAfterFirstMessage } from './send-rules';

type SendRequest = RpcPayload<typeof CoachRpc.sendMessage>;

interface SavedQuestion {
  userMessage: MessageRow;
  files: { row: FileRow; filename: string }[];
}

export const StillAnsweringMessage =
  'Your message is still being answered. Please wait a moment, then open this conversation again.';
/** A question is someone's to answer for as long as the gateway waits for an answer at most. */
const answeringUntil = () => new Date(Date.now() + CoachReplyDeadlineMs);
/** A resend waits for the first send's answer a little less than its own caller waits for it. */
const ResendWaitMs = CoachReplyDeadlineMs - 10_000;
const ResendPollMs = 200;

const conversationNotFound = () => DomainError.notFound('We could not find that conversation.');

@Injectable()
export class MessagesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CONFIG) private readonly config: CoachConfig,
    private readonly conversations: ConversationsRepository,
    private readonly messages: MessagesRepository,
    private readonly files: FilesRepository,
    private readonly filesService: FilesService,
    private readonly answers: AnswerService,
  ) {}

  async list(userId: string, conversationId: string) {
    if (!(await this.conversations.find(userId, conversationId))) throw conversationNotFound();
    return (await this.messages.list(userId, conversationId)).map(toChatMessage);
  }

  async send(request: SendRequest): Promise<SendMessageResult> {
    const refs = this.parseAttachments(request.attachments);
    const content = messageText(request.content, refs.length);
    if (!content) throw DomainError.badRequest('Please type a message or attach a file.');
    const saved = await this.saveQuestion(request, content, refs);
    if (!('earlier' in saved)) return this.answerQuestion(request, content, saved);
    const resent = await this.resend(request, saved.earlier, content, refs);
    if ('result' in resent) return resent.result;
    return this.answerQuestion(request, content, resent);
  }

  private async answerQuestion(
    request: SendRequest,
    content: string,
    saved: SavedQuestion,
  ): Promise<SendMessageResult> {
    const { userId, conversationId } = request;
    const questionId = saved.userMessage.id;
    const answer = await this.answers
      .answer({
        userId,
        conversationId,
        questionId,
        question: content,
        attachments: () =>
          this.filesService.forModel(userId, saved.files, this.config.OPENAI_VISION),
        streamId: request.streamId,
      })
      .catch(async (error: unknown) => {
        // Not answered: a resend may ask again at once instead of waiting for this attempt.
        await this.messages.release(this.db, userId, questionId);
        throw error;
      });

    const answeredAt = new Date(Math.max(Date.now(), saved.userMessage.createdAt.getTime() + 1));
    const aiMessage = await this.db.transaction(async (tx) => {
      const row = await this.messages.insert(tx, {
        id: randomUUID(),
        conversationId,
        userId,
        role: 'assistant',
        content: answer.content,
        sources: answer.sources,
        offline: answer.offline,
        emergency: answer.emergency,
        createdAt: answeredAt,
        replyTo: questionId,
      });
      await this.messages.release(tx, userId, questionId);
      const conversation = await this.conversations.touch(tx, userId, conversationId, answeredAt);
      return { row, conversation };
    });
    if (!aiMessage.conversation) throw conversationNotFound(); // deleted while answering
    return {
      userMessage: toChatMessage(saved.userMessage),
      aiMessage: toChatMessage(aiMessage.row),
      conversation: toConversation(aiMessage.conversation),
    };
  }

  /**
   * A message whose client id was used already: the exchange it made, once answered. While another
   * request is answering it, this one waits for that answer rather than asking the model again; a
   * question left without an answer (the model failed, or its process stopped) is taken up here.
   */
  private async resend(
    request: SendRequest,
    earlier: MessageRow,
    content: string,
    refs: AttachmentRef[],
  ): Promise<{ result: SendMessageResult } | SavedQuestion> {
    const { userId, conversationId } = request;
    if (!isResendOf(earlier, conversationId, content, refs))
      throw DomainError.conflict(
        'This message id was already used for a different message. Please send it again.',
      );
    const waitUntil = Date.now() + ResendWaitMs;
    for (;;) {
      const answer = await this.messages.answerTo(userId, earlier.id);
      if (answer) return { result: await this.exchange(userId, earlier, answer) };
      const claimed = await this.messages.claim(userId, earlier.id, answeringUntil());
      if (claimed)
        return {
          userMessage: claimed,
          files: await this.attachable(this.db, userId, refs, conversationId),
        };
      if (Date.now() >= waitUntil)
        throw new DomainError(409, ErrorCodes.coachMessageInProgress, StillAnsweringMessage);
      await setTimeout(ResendPollMs);
    }
  }

  private async exchange(
    userId: string,
    question: MessageRow,
    answer: MessageRow,
  ): Promise<SendMessageResult> {
    const conversation = await this.conversations.find(userId, question.conversationId);
    if (!conversation) throw conversationNotFound();
    return {
      userMessage: toChatMessage(question),
      aiMessage: toChatMessage(answer),
      conversation: toConversation(conversation),
    };
  }

  private parseAttachments(values: string[]): AttachmentRef[] {
    const refs = values.map(parseAttachment);
    if (refs.some((ref) => !ref))
      throw DomainError.badRequest('We could not find that attachment. Please upload it again.');
    const unique = new Map((refs as AttachmentRef[]).map((ref) => [ref.fileId, ref]));
    return [...unique.values()];
  }

  private async attachable(
    executor: DbExecutor,
    userId: string,
    refs: AttachmentRef[],
    conversationId: string,
  ): Promise<SavedQuestion['files']> {
    const ids = refs.map((r) => r.fileId);
    const rows = await this.files.attachable(executor, userId, ids, conversationId);
    if (rows.length !== refs.length) throw DomainError.notFound('We could not find that file.');
    return refs.map((ref) => ({
      row: rows.find((row) => row.id === ref.fileId) as FileRow,
      filename: ref.filename,
    }));
  }

  /**
   * The question is committed before the model is asked: it is kept whatever the model does. A
   * client id already used by this user gives back that earlier question instead.
   */
  private async saveQuestion(
    request: SendRequest,
    content: string,
    refs: AttachmentRef[],
  ): Promise<SavedQuestion | { earlier: MessageRow }> {
    const { userId, conversationId, clientMessageId } = request;
    return this.db.transaction(async (tx) => {
      const conversation = await this.conversations.find(userId, conversationId, tx, true);
      if (!conversation) throw conversationNotFound();
      const files = await this.attachable(tx, userId, refs, conversationId);

      if (clientMessageId) {
        const earlier = await this.messages.findByClientId(tx, userId, clientMessageId);
        if (earlier) return { earlier };
      } else {
        // A client without ids: a resend of the last, unanswered message is answered in place.
        const last = await this.messages.last(tx, userId, conversationId);
        if (last && isRetryOf(last, content, refs)) return { userMessage: last, files };
      }

      const count = await this.messages.count(tx, userId, conversationId);
      const title = titleAfterFirstMessage(conversation.title, count, content);
      const at = new Date();
      const userMessage = await this.messages.insertQuestion(tx, {
        id: randomUUID(),
        conversationId,
        userId,
        role: 'user',
        content,
        attachments: refs,
        createdAt: at,
        clientMessageId: clientMessageId ?? null,
        answeringUntil: answeringUntil(),
      });
      if (!userMessage) {
        // The same id, sent at the same moment from elsewhere (another conversation), won.
        const earlier = clientMessageId
          ? await this.messages.findByClientId(tx, userId, clientMessageId)
          : undefined;
        if (!earlier) throw DomainError.conflict(StillAnsweringMessage);
        return { earlier };
      }
      await this.files.attach(
        tx,
        userId,
        refs.map((r) => ({ id: r.fileId, filename: r.filename })),
        conversationId,
      );
      await this.conversations.touch(tx, userId, conversationId, at, title);
      return { userMessage, files };
    });
  }
}
