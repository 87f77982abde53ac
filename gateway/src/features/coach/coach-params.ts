import { idPipe } from '../../http/routes/id-pipe';

export const conversationNotFound = 'We could not find that conversation.';
export const conversationIdPipe = idPipe(conversationNotFound);
export const fileIdPipe = idPipe('We could not find that file.');
