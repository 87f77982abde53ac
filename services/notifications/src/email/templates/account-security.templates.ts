import type { EmailTemplateName } from '../../jobs';
import { field, layout, type EmailLinks, type EmailTemplate } from './layout';

/** Where the owner sees and ends the account's sessions. */
export const DevicesSettingsPath = '/settings#devices-title';
/** Where anyone can start a password reset without being signed in. */
export const ForgotPasswordPath = '/forgot-password';

const notYou = (links: EmailLinks) =>
  `If this was not you, reset your password now (${links.publicUrl}${ForgotPasswordPath}): that signs your account out on every device. Then write to ${links.supportEmail} and we will help.`;

/** E-mails that tell the owner of a change to the account's security, in case it was not theirs. */
export const accountSecurityTemplates: Record<
  Extract<EmailTemplateName, 'password-changed' | 'new-device-signin' | 'account-deleted'>,
  EmailTemplate
> = {
  'password-changed': (data, links) =>
    layout(
      {
        subject: 'Your Tend password was changed',
        paragraphs: [
          `Hi ${field(data, 'firstName')},`,
          data.how === 'reset'
            ? 'The password of your Tend account was just changed with a reset link, and every device was signed out.'
            : 'The password of your Tend account was just changed in Settings, and every other device was signed out.',
          'If you made this change, there is nothing more to do.',
          notYou(links),
        ],
        action: { label: 'Reset my password', url: `${links.publicUrl}${ForgotPasswordPath}` },
      },
      links,
    ),
  'new-device-signin': (data, links) =>
    layout(
      {
        subject: 'A new device signed in to your Tend account',
        paragraphs: [
          `Hi ${field(data, 'firstName')},`,
          `Your Tend account was just signed in on a device it had not been used on before: ${field(data, 'browser')} on ${field(data, 'device')}.`,
          'If that was you, there is nothing to do. You can see every device signed in to your account, and sign any of them out, in Settings.',
          notYou(links),
        ],
        action: { label: 'See my devices', url: `${links.publicUrl}${DevicesSettingsPath}` },
      },
      links,
    ),
  // Sent after the data is gone, to the address the account had: it names nothing of the person
  // or of their care (no name, no health information), as anyone may read an inbox.
  'account-deleted': (_data, links) =>
    layout(
      {
        subject: 'Your Tend account was deleted',
        paragraphs: [
          'Hello,',
          'Your Tend account was just deleted, as you asked in Settings. Everything it held is being erased from every part of Tend, and you have been signed out on every device.',
          'We are glad we could be with you for a while. You are welcome back any time with a new account.',
          `If you did not delete your account, write to ${links.supportEmail} right away and we will help.`,
        ],
      },
      links,
    ),
};
