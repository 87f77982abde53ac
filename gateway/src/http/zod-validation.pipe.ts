import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { errorBody, validationErrorBody } from './error-body';

/** Validates a body or query with a contract schema; the first problem is the message the user sees. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const notAnObject = issue?.code === 'invalid_type' && issue.path.length === 0;
    throw new BadRequestException(
      notAnObject
        ? errorBody(400, 'The request body must be a JSON object.')
        : validationErrorBody(issue),
    );
  }
}
