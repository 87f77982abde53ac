import { z } from 'zod';
import { IsoTimestamp, UserId } from '../common/primitives';
import { UpdateFile } from './update-files';

const postError = 'Please write an update of 1 to 2000 characters.';
export const PostUpdateBody = z.object({
  text: z.string({ error: postError }).trim().min(1, { error: postError }).max(2000, {
    error: postError,
  }),
  /** A photo or file uploaded for this post (uploadUpdateFile) by the same person. */
  fileId: z.uuid({ error: 'We could not find that file. Please add it again.' }).optional(),
});

const commentError = 'Please write a comment of 1 to 1000 characters.';
export const CommentBody = z.object({
  text: z.string({ error: commentError }).trim().min(1, { error: commentError }).max(1000, {
    error: commentError,
  }),
});

const Author = z.object({ userId: UserId, name: z.string() });

export const UpdateComment = z.object({
  id: z.uuid(),
  author: Author,
  text: z.string(),
  createdAt: IsoTimestamp,
});

/** A post of the feed, newest first, with its comments (oldest first) and hearts. */
export const CircleUpdate = z.object({
  id: z.uuid(),
  author: Author,
  text: z.string(),
  createdAt: IsoTimestamp,
  hearts: z.number().int(),
  heartedByYou: z.boolean(),
  comments: z.array(UpdateComment),
  /** Its photo or file, read through downloadUpdateFile by members of the circle only. */
  file: UpdateFile.nullable(),
});
export type CircleUpdate = z.infer<typeof CircleUpdate>;
