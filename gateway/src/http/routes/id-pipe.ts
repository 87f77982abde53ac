import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';
import { errorBody } from '../error-body';

/** A path id that must be a uuid: anything else names nothing, a 404 with `message`. */
export function idPipe(message: string): ParseUUIDPipe {
  return new ParseUUIDPipe({
    exceptionFactory: () => new NotFoundException(errorBody(404, message)),
  });
}
