import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { z } from 'zod';

/** A contract's zod schema as an OpenAPI schema, so the docs and the validation never disagree. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): SchemaObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest as SchemaObject;
}

export function setupOpenApi(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Tend API')
      .setDescription(
        'The HTTP API of Tend, served by the gateway. Errors are {statusCode, code, message, error} (code: one of ErrorCodes in contracts).',
      )
      .setVersion('1')
      .addBearerAuth()
      .addCookieAuth('tend_session')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
}
