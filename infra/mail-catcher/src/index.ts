export {
  startMailCatcher,
  MAX_MESSAGE_BYTES,
  type MailCatcher,
  type MailCatcherOptions,
} from './mail-catcher';
export type { CaughtMail } from './caught-mail';
export type { MailPredicate } from './mail-store';
export { extractLinks } from './extract-links';
