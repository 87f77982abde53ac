import type { EmailTemplateName } from '../../jobs';
import { layout, type EmailLinks, type RenderedEmail } from './layout';

type Template = (data: Record<string, string>, links: EmailLinks) => RenderedEmail;

/** Where the copy is offered: Settings, behind sign-in, so only the owner can download it. */
export const DataExportSettingsPath = '/settings#download-data';

/** The copy of a person's data is ready; the e-mail points to Settings, never to the file itself. */
export const dataExportTemplates: Record<
  Extract<EmailTemplateName, 'data-export-ready'>,
  Template
> = {
  'data-export-ready': (data, links) =>
    layout(
      {
        subject: 'Your copy of your Tend data is ready',
        paragraphs: [
          `Hi ${data.firstName ?? 'there'},`,
          'The copy of your data you asked for is ready. Sign in and open Settings to download it: one file with your account, profile, care recipients, conversations, check-ins and notifications.',
          'For your privacy the download works for 24 hours and only when you are signed in. After that you can ask for a new copy.',
          'If you did not ask for this, please change your password and sign out everywhere from Settings.',
        ],
        action: {
          label: 'Open Settings',
          url: `${links.publicUrl}${DataExportSettingsPath}`,
        },
      },
      links,
    ),
};
