import type { EmailTemplateName } from '../../jobs';
import { field, layout, type EmailLinks, type RenderedEmail } from './layout';
import { accountSecurityTemplates } from './account-security.templates';
import { emailChangeTemplates } from './email-change.templates';
import { dataExportTemplates } from './data-export.templates';
import { careCircleTemplates } from './care-circle.templates';
import { medicationTemplates } from './medication.templates';

type Data = Record<string, string>;

/** Every template Tend sends, by name. */
const templates: Record<EmailTemplateName, (data: Data, links: EmailLinks) => RenderedEmail> = {
  ...emailChangeTemplates,
  ...accountSecurityTemplates,
  ...dataExportTemplates,
  ...careCircleTemplates,
  ...medicationTemplates,
  verification: (data, links) =>
    layout(
      {
        subject: 'Confirm your email to finish joining Tend',
        paragraphs: [
          `Hi ${field(data, 'firstName')},`,
          'Thank you for starting your Tend account. Please confirm your email address to choose your password and finish signing up.',
          'This link works once and expires in 24 hours. If you did not ask for it, you can ignore this email.',
        ],
        action: { label: 'Confirm my email', url: field(data, 'verificationUrl') },
      },
      links,
    ),
  'account-exists': (data, links) =>
    layout(
      {
        subject: 'You already have a Tend account',
        paragraphs: [
          `Hi ${field(data, 'firstName')},`,
          'Someone (we hope you) asked to sign up for Tend with this email address, but it already has an account. You can sign in instead.',
          'If this was not you, no action is needed: your account is unchanged.',
        ],
        action: { label: 'Sign in to Tend', url: field(data, 'signInUrl') },
      },
      links,
    ),
  'password-reset': (data, links) =>
    layout(
      {
        subject: 'Reset your Tend password',
        paragraphs: [
          `Hi ${field(data, 'firstName')},`,
          'Someone (we hope you) asked to reset the password of your Tend account. Choose a new password with the button below.',
          'This link works once and expires in 1 hour. Setting a new password signs your account out on every device.',
          'If you did not ask for this, you can ignore this email: your password stays the same.',
        ],
        action: { label: 'Choose a new password', url: field(data, 'resetUrl') },
      },
      links,
    ),
  welcome: (data, links) =>
    layout(
      {
        subject: 'Welcome to Tend',
        paragraphs: [
          `Hi ${field(data, 'firstName')},`,
          'Welcome to Tend. Caring for someone is hard work, and you do not have to figure it out alone.',
          'Your AI care coach is ready whenever you are, day or night, and a short burden check-in can help you see how you are doing.',
        ],
        action: { label: 'Open Tend', url: links.publicUrl },
      },
      links,
    ),
  'support-confirmation': (data, links) =>
    layout(
      {
        subject: `We received your message: ${field(data, 'subject')}`,
        paragraphs: [
          `Hi ${field(data, 'firstName')},`,
          "Thank you! We'll get back to you within 24 hours.",
          `Your message: ${field(data, 'message')}`,
        ],
      },
      links,
    ),
  'support-request': (data, links) =>
    layout(
      {
        subject: `[Support] ${field(data, 'category')}: ${field(data, 'subject')}`,
        paragraphs: [
          `From: ${field(data, 'from')}`,
          `Category: ${field(data, 'category')}`,
          field(data, 'message'),
        ],
      },
      links,
    ),
  tips: (data, links) =>
    layout(
      {
        subject: field(data, 'title'),
        paragraphs: [`Hi ${field(data, 'firstName')},`, field(data, 'body')],
        action: { label: 'Talk it over with your care coach', url: `${links.publicUrl}/ai-coach` },
      },
      links,
    ),
};

export function renderEmail(
  template: EmailTemplateName,
  data: Data,
  links: EmailLinks,
): RenderedEmail {
  return templates[template](data, links);
}
