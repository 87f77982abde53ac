import { z } from 'zod';
import { sniffFileKind } from '../coach/file-kinds';

/**
 * The one photo or file an update may carry, judged by its bytes (never its name): JPEG, PNG,
 * WebP, HEIC or PDF. Pure, for the gateway (a first look) and care-circle (the judgement).
 */
export type UpdateFileKind = 'jpeg' | 'png' | 'webp' | 'heic' | 'pdf';

export const UpdateFileTypes: Record<UpdateFileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  pdf: 'application/pdf',
};

export const UnsupportedUpdateFileMessage =
  'This file type is not supported. Please add a photo (JPEG, PNG, WebP or HEIC) or a PDF.';

/** Where the gateway hands a file's bytes to care-circle and back (BlobHandoff). */
export const CircleFileHandoffPrefix = 'care-circle:handoff';

/** An ISO media file whose brand is one of HEIF's (iPhone photos). */
function isHeic(bytes: Uint8Array): boolean {
  const text = String.fromCharCode(...bytes.subarray(4, 12));
  return (
    text.startsWith('ftyp') &&
    ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(text.slice(4))
  );
}

export function sniffUpdateFileKind(bytes: Uint8Array): UpdateFileKind | undefined {
  if (isHeic(bytes)) return 'heic';
  const kind = sniffFileKind(bytes);
  return kind === 'jpeg' || kind === 'png' || kind === 'webp' || kind === 'pdf' ? kind : undefined;
}

/** Shown in the feed as a picture: what every browser can draw (HEIC is offered as a file). */
export function isShownAsPhoto(contentType: string): boolean {
  return ['image/jpeg', 'image/png', 'image/webp'].includes(contentType);
}

const nameError = 'Please give the file a name of 1 to 200 characters.';
/** The file's own name, as the person's device called it. */
export const UpdateFileQuery = z.object({
  name: z.string({ error: nameError }).trim().min(1, { error: nameError }).max(200, {
    error: nameError,
  }),
});

export const UpdateFile = z.object({
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Drawn in the feed; otherwise offered as a link with its name. */
  photo: z.boolean(),
});
export type UpdateFile = z.infer<typeof UpdateFile>;

/** An upload waiting for its post (by `fileId`). */
export const UploadedUpdateFile = UpdateFile.extend({ fileId: z.uuid() });
export type UploadedUpdateFile = z.infer<typeof UploadedUpdateFile>;

/** What care-circle hands back for the gateway to send. */
export const ReadUpdateFile = z.object({
  handoffKey: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
