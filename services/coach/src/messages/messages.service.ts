import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { RpcPayload, CoachRpc, SendMessageResult } from '@tend/contracts';
import { CONFIG, DATABASE, DomainError, type Database } from '@tend/platform';
import type { CoachConfig } from '../coach.env';
import { ConversationsRepository, toConversation } from '../conversations/conversations.repository';
import { parseAttachment, type AttachmentRef } from '../files/attachment-refs';
import { FilesRepository, type FileRow } from '../files/files.repository';
import { FilesService } from '../files/files.service';
import { AnswerService } from './answer.service';
import { MessagesRepository, toChatMessage, type MessageRow } from './messages.repository';
import { isRetryOf, messageText, titleAfterFirstMessage } from './send-rules';

type SendRequest = RpcPayload<typeof CoachRpc.sendMessage>;

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
    return (await this.sendTimed(request)).result;
  }

  /** Sends and answers; `modelMs` is the time spent waiting for the model (for the benchmark). */
  async sendTimed(request: SendRequest): Promise<{ result: SendMessageResult; modelMs: number }> {
    const refs = this.parseAttachments(request.attachments);
    const content = messageText(request.content, refs.length);
    if (!content) throw DomainError.badRequest('Please type a message or attach a file.');
    const saved = await this.saveQuestion(request, content, refs);

    const answer = await this.answers.answer({
      userId: request.userId,
      conversationId: request.conversationId,
      questionId: saved.userMessage.id,
      question: content,
      attachments: () =>
        this.filesService.forModel(request.userId, saved.files, this.config.OPENAI_VISION),
      streamId: request.streamId,
    });

    const answeredAt = new Date(Math.max(Date.now(), saved.userMessage.createdAt.getTime() + 1));
    const aiMessage = await this.db.transaction(async (tx) => {
      const row = await this.messages.insert(tx, {
        id: randomUUID(),
        conversationId: request.conversationId,
        userId: request.userId,
        role: 'assistant',
        content: answer.content,
        sources: answer.sources,
        offline: answer.offline,
        emergency: answer.emergency,
        createdAt: answeredAt,
      });
      const conversation = await this.conversations.touch(
        tx,
        request.userId,
        request.conversationId,
        answeredAt,
      );
      return { row, conversation };
    });
    if (!aiMessage.conversation) throw conversationNotFound(); // deleted while answering
    return {
      result: {
        userMessage: toChatMessage(saved.userMessage),
        aiMessage: toChatMessage(aiMessage.row),
        conversation: toConversation(aiMessage.conversation),
      },
      modelMs: answer.modelMs,
    };
  }

  private parseAttachments(values: string[]): AttachmentRef[] {
    const refs = values.map(parseAttachment);
    if (refs.some((ref) => !ref))
      throw DomainError.badRequest('We could not find that attachment. Please upload it again.');
    const unique = new Map((refs as AttachmentRef[]).map((ref) => [ref.fileId, ref]));
    return [...unique.values()];
  }

  /** The question is committed before the model is asked: it is kept whatever the model does. */
  private async saveQuestion(
    request: SendRequest,
    content: string,
    refs: AttachmentRef[],
  ): Promise<{ userMessage: MessageRow; files: { row: FileRow; filename: string }[] }> {
    const { userId, conversationId } = request;
    return this.db.transaction(async (tx) => {
      const conversation = await this.conversations.find(userId, conversationId, tx, true);
      if (!conversation) throw conversationNotFound();
      const rows = await this.files.attachable(
        tx,
        userId,
        refs.map((r) => r.fileId),
        conversationId,
      );
      if (rows.length !== refs.length) throw DomainError.notFound('We could not find that file.');
      const files = refs.map((ref) => ({
        row: rows.find((row) => row.id === ref.fileId) as FileRow,
        filename: ref.filename,
      }));
      const stored = refs.map((ref) => ref.stored);

      const last = await this.messages.last(tx, userId, conversationId);
      if (last && isRetryOf(last, content, stored)) return { userMessage: last, files };

      const count = await this.messages.count(tx, userId, conversationId);
      const title = titleAfterFirstMessage(conversation.title, count, content);
      const at = new Date();
      const userMessage = await this.messages.insert(tx, {
        id: randomUUID(),
        conversationId,
        userId,
        role: 'user',
        content,
        attachments: stored,
        createdAt: at,
      });
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
