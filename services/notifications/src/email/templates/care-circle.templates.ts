import type { EmailTemplateName } from '../../jobs';
import { field, layout, type EmailTemplate } from './layout';

/** How the invitation names the role it offers. */
const roleWords: Record<string, string> = {
  organizer: 'an organizer (family who also invites people and manages tasks)',
  family: 'family',
  helper: 'a helper (who sees and takes tasks and reads updates)',
};

/**
 * An invitation to a care circle: who invited, for whom, as what, and the link. Never anything of
 * the recipient's health.
 */
export const careCircleTemplates: Record<
  Extract<EmailTemplateName, 'circle-invitation'>,
  EmailTemplate
> = {
  'circle-invitation': (data, links) =>
    layout(
      {
        subject: `${field(data, 'inviterName')} invited you to ${field(data, 'recipientName')}’s care circle on Tend`,
        paragraphs: [
          'Hi,',
          `${field(data, 'inviterName')} invited you to join the care circle for ${field(data, 'recipientName')} on Tend, as ${roleWords[field(data, 'role')] ?? 'a member'}. A care circle shares the work of caring: a calendar of who does what, and short updates on how they are doing.`,
          'Open the invitation to sign up or sign in, then accept or decline it. It works once and expires in 7 days. If you were not expecting it, you can ignore this email.',
        ],
        action: { label: 'See the invitation', url: field(data, 'acceptUrl') },
      },
      links,
    ),
};
