import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';
import { errorBody } from '../../http/error-body';

const notFoundPipe = (message: string) =>
  new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(errorBody(404, message)) });

export const conversationIdPipe = notFoundPipe('We could not find that conversation.');
export const fileIdPipe = notFoundPipe('We could not find that file.');
