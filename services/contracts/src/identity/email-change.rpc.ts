import { defineRpc } from '../messaging/define';
import { UserId } from '../common/primitives';
import {
  ChangeEmailAnswer,
  ChangeEmailBody,
  ConfirmEmailChangeAnswer,
  ConfirmEmailChangeBody,
} from './email-change.schemas';

/** A change of the account's e-mail address: asked for in Settings, done by the e-mailed link. */
export const EmailChangeRpc = {
  requestEmailChange: defineRpc(
    'identity',
    'identity.email-change.request',
    ChangeEmailBody.extend({ userId: UserId }),
    ChangeEmailAnswer,
  ),
  confirmEmailChange: defineRpc(
    'identity',
    'identity.email-change.confirm',
    ConfirmEmailChangeBody,
    ConfirmEmailChangeAnswer,
  ),
} as const;
