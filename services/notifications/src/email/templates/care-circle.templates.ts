import type { EmailTemplateName } from '../../jobs';
import { field, layout, type EmailLinks, type EmailTemplate } from './layout';

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
  Extract<
    EmailTemplateName,
    'circle-invitation' | 'circle-task-reminder' | 'circle-update' | 'circle-updates-digest'
  >,
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
  'circle-task-reminder': (data, links) => circleNotice(data, links, 'See the task'),
  'circle-update': (data, links) => circleNotice(data, links, 'Read the update'),
  'circle-updates-digest': (data, links) => circleNotice(data, links, 'Read the updates'),
};

/** A circle's notice by e-mail: the in-app notice's title and words, and the page it opens. */
export function circleNotice(data: Record<string, string>, links: EmailLinks, label: string) {
  return layout(
    {
      subject: field(data, 'title'),
      paragraphs: [`Hi ${field(data, 'firstName')},`, field(data, 'message')],
      action: { label, url: `${links.publicUrl}${field(data, 'path')}` },
    },
    links,
  );
}
