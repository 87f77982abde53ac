import type { FastifyReply } from 'fastify';

/**
 * Sends a stored file to the one person allowed to read it: never cached, never sniffed into
 * something else, shown in the page when it is an image or a PDF and saved otherwise, under its name.
 */
export function sendFile(
  reply: FastifyReply,
  file: { bytes: Buffer; contentType: string; name: string },
): void {
  const { bytes, contentType, name } = file;
  const inline = contentType.startsWith('image/') || contentType === 'application/pdf';
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  void reply
    .status(200)
    .header('content-type', contentType)
    .header('content-length', String(bytes.length))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .send(bytes);
}
