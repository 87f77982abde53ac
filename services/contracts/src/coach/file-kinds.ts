/**
 * What an uploaded file is, judged by its bytes (never its name): images, PDF, Word (doc, docx)
 * and plain UTF-8 text are accepted. Pure and dependency-free, for the gateway and the coach.
 */
export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'doc' | 'docx' | 'txt';

export const FileKindTypes: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

export const UnsupportedFileMessage =
  'This file type is not supported. Please attach an image, PDF, Word document or text file.';

export function fileTooLargeMessage(maxMb: number): string {
  return `Please select a file smaller than ${maxMb} MB.`;
}

function startsWith(bytes: Uint8Array, signature: number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
}

/** A zip holding a Word body: its entry names are stored uncompressed in the archive. */
function isDocx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  const text = new TextDecoder('latin1').decode(bytes);
  return text.includes('[Content_Types].xml') && text.includes('word/');
}

/** UTF-8 text without control bytes other than tab, newline, carriage return and form feed. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  for (const byte of bytes.subarray(0, 64 * 1024)) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c)
      return false;
    if (byte === 0x7f) return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function sniffFileKind(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (isDocx(bytes)) return 'docx';
  if (isText(bytes)) return 'txt';
  return undefined;
}

export function isImageKind(kind: FileKind): boolean {
  return kind === 'png' || kind === 'jpeg' || kind === 'gif' || kind === 'webp';
}
