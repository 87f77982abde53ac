import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** JSON is the only body the API reads: anything else is a 415, not a body silently read as text. */
export function acceptJsonOnly(app: NestFastifyApplication): void {
  app.getHttpAdapter().getInstance().removeContentTypeParser('text/plain');
}
