import type { EmailTemplateName } from '../../jobs';
import { circleNotice } from './care-circle.templates';
import type { EmailTemplate } from './layout';

/** Dose reminders, missed doses and refills by e-mail: the in-app notice's words and its page. */
export const medicationTemplates: Record<
  Extract<EmailTemplateName, 'circle-dose-reminder' | 'circle-dose-missed' | 'circle-refill'>,
  EmailTemplate
> = {
  'circle-dose-reminder': (data, links) => circleNotice(data, links, 'Log the dose'),
  'circle-dose-missed': (data, links) => circleNotice(data, links, 'See today’s doses'),
  'circle-refill': (data, links) => circleNotice(data, links, 'See the medicines'),
};
