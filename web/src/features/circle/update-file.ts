/** What the post form's picker offers: photos (a phone offers its camera) and PDFs. */
export const UpdateFileAccept = 'image/*,application/pdf';

const acceptedTypes = /^(image\/(jpeg|png|webp|heic|heif)|application\/pdf)$/;
const acceptedNames = /\.(jpe?g|png|webp|heic|heif|pdf)$/i;

/** A first look by type or name (the server judges the bytes): a phone may leave the type empty. */
export function isAcceptedUpdateFile(file: { name: string; type: string }): boolean {
  return acceptedTypes.test(file.type) || (!file.type && acceptedNames.test(file.name));
}

/** Shown as a picture before posting: what every browser can draw. */
export function isPreviewablePhoto(file: { type: string }): boolean {
  return /^image\/(jpeg|png|webp)$/.test(file.type);
}
