import type { EmailTemplateName } from '../../jobs';
import { field, layout, type EmailTemplate } from './layout';

/** The two e-mails of a change of address: the link to the new one, the notice to the old one. */
export const emailChangeTemplates: Record<
  Extract<EmailTemplateName, 'email-change-confirm' | 'email-changed'>,
  EmailTemplate
> = {
  'email-change-confirm': (data, links) =>
    layout(
      {
        subject: 'Confirm your new email address for Tend',
        paragraphs: [
          `Hi ${field(data, 'firstName')},`,
          `You asked to use ${field(data, 'newEmail')} for your Tend account. Please confirm it is yours: your account keeps its current address until you do.`,
          'This link works once and expires in 24 hours. If you did not ask for this, you can ignore this email and nothing will change.',
        ],
        action: { label: 'Confirm my new email', url: field(data, 'confirmUrl') },
      },
      links,
    ),
  'email-changed': (data, links) =>
    layout(
      {
        subject: 'Your Tend email address was changed',
        paragraphs: [
          `Hi ${field(data, 'firstName')},`,
          `The email address for your Tend account was changed to ${field(data, 'newEmail')}. From now on, sign in with that address. We will no longer write to this one.`,
          `If you did not make this change, someone else may have your password. Write to ${links.supportEmail} right away and we will help you get your account back.`,
        ],
        action: { label: 'Contact Tend support', url: `mailto:${links.supportEmail}` },
      },
      links,
    ),
};
