import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { errorBody } from './error-body';

/** True when a NUL character hides anywhere in a parsed JSON value (keys included). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 64 || ArrayBuffer.isView(value)) return false; // raw uploads are bytes, not text
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
    );
  }
  return false;
}

/**
 * No text Tend keeps can hold a NUL character (PostgreSQL refuses it), and no person types one:
 * a body carrying one is refused with a 400 before any service sees it.
 */
export function rejectNulCharacters(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preHandler', async (request, reply) => {
      if (containsNul(request.body) || containsNul(request.query)) {
        await reply
          .status(400)
          .send(
            errorBody(
              400,
              'Please remove the unusual invisible characters from your text and try again.',
            ),
          );
      }
    });
}
