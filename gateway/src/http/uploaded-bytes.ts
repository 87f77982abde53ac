import { fileTooLargeMessage } from '@tend/contracts';
import { httpError } from './error-body';

/** What an upload route takes: its size limit, and the kinds of file it accepts. */
export interface UploadRules {
  maxMb: number;
  /** The kind of file the bytes are, if one the route takes (a first look: the service looks again). */
  kindOf: (bytes: Uint8Array) => string | undefined;
  /** Said when they are not (415), and when nothing came unless `nothingSent` says otherwise. */
  unsupported: string;
  /** Said when the body is empty (400); without it, an empty body is an unsupported file. */
  nothingSent?: string;
}

/**
 * The bytes an upload route was sent (the raw body the upload parser leaves), or the error the
 * caller is answered with: nothing sent, too large (413), or not a kind the route takes (415).
 */
export function uploadedBytes(body: unknown, rules: UploadRules): Buffer {
  const empty = body === undefined || (Buffer.isBuffer(body) && body.length === 0);
  if (empty && rules.nothingSent) throw httpError(400, rules.nothingSent);
  if (!Buffer.isBuffer(body) || body.length === 0) throw httpError(415, rules.unsupported);
  if (body.length > rules.maxMb * 1024 * 1024)
    throw httpError(413, fileTooLargeMessage(rules.maxMb));
  if (!rules.kindOf(body)) throw httpError(415, rules.unsupported);
  return body;
}
