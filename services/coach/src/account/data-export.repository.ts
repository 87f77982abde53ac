import { Injectable } from '@nestjs/common';
import { asc, eq, isNull, and } from 'drizzle-orm';
import type { DataExportPartReader, DbExecutor } from '@tend/platform';
import {
  caregivers,
  conversations,
  files,
  messages,
  type StoredAttachment,
} from '../database/schema';
import { attachmentFilename, attachmentString } from '../files/attachment-refs';
import { medicineCopiesFor } from '../medicines/medicine-lists.repository';

/** A person wants an attachment's name; a verbatim value naming none is given whole. */
function attachmentName(attachment: StoredAttachment): string {
  return attachmentFilename(attachment) ?? attachmentString(attachment);
}

/** The coach's part of a person's copy: conversations with their messages, attachments by name. */
@Injectable()
export class CoachDataExport implements DataExportPartReader {
  async read(tx: DbExecutor, userId: string): Promise<Record<string, unknown>> {
    const chats = await tx
      .select({
        id: conversations.id,
        title: conversations.title,
        createdAt: conversations.createdAt,
        lastMessageAt: conversations.lastMessageAt,
      })
      .from(conversations)
      .where(eq(conversations.userId, userId))
      .orderBy(asc(conversations.createdAt));
    const said = await tx
      .select({
        conversationId: messages.conversationId,
        role: messages.role,
        content: messages.content,
        attachments: messages.attachments,
        sources: messages.sources,
        feedback: messages.feedback,
        feedbackReason: messages.feedbackReason,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(eq(messages.userId, userId))
      .orderBy(asc(messages.createdAt));
    const uploads = await tx
      .select({
        filename: files.filename,
        contentType: files.contentType,
        size: files.size,
        createdAt: files.createdAt,
      })
      .from(files)
      .where(and(eq(files.userId, userId), isNull(files.deletedAt)));
    const [caregiver] = await tx
      .select({ burdenLevel: caregivers.burdenLevel })
      .from(caregivers)
      .where(eq(caregivers.userId, userId));
    return {
      conversations: chats.map((chat) => ({
        ...chat,
        messages: said
          .filter((message) => message.conversationId === chat.id)
          .map(({ conversationId: _id, attachments, ...message }) => ({
            ...message,
            attachments: attachments.map(attachmentName),
          })),
      })),
      uploadedFiles: uploads,
      coachContext: caregiver ?? null,
      /** The medicine lists the coach may name in this person's answers (their circles' owners allowed it). */
      medicineLists: (await medicineCopiesFor(tx, userId)).filter(
        (copy) => copy.medicines.length > 0,
      ),
    };
  }
}
