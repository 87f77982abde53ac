import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import type { RouteSchema } from '@tend/contracts';
import { ZodValidationPipe } from '../zod-validation.pipe';

/**
 * Validates a route's whole `@Body()` and `@Query()` with its RouteSchemas entry (the messages of
 * ZodValidationPipe); every other argument passes through untouched.
 */
export class RouteInputPipe implements PipeTransform {
  private readonly body?: ZodValidationPipe<NonNullable<RouteSchema['body']>>;
  private readonly query?: ZodValidationPipe<NonNullable<RouteSchema['query']>>;

  constructor(schema: RouteSchema) {
    if (schema.body) this.body = new ZodValidationPipe(schema.body);
    if (schema.query) this.query = new ZodValidationPipe(schema.query);
  }

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.data !== undefined) return value;
    if (metadata.type === 'body' && this.body) return this.body.transform(value);
    if (metadata.type === 'query' && this.query) return this.query.transform(value);
    return value;
  }
}
