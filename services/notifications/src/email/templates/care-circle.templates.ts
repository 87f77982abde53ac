import { inEveryLanguage, type Localized } from '@tend/contracts';
import type { EmailTemplateName } from '../../jobs';
import { field, type EmailTemplate } from './layout';

/** How the invitation names the role it offers. */
const roleWords: Localized<Record<string, string>> = {
  en: {
    organizer: 'an organizer (family who also invites people and manages tasks)',
    family: 'family',
    helper: 'a helper (who sees and takes tasks and reads updates)',
  },
  'es-US': {
    organizer: 'organizador (familiar que también invita a otras personas y maneja las tareas)',
    family: 'familiar',
    helper: 'ayudante (que ve y toma tareas y lee las noticias)',
  },
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
  'circle-invitation': {
    en: (data) => ({
      subject: `${field(data, 'inviterName')} invited you to ${field(data, 'recipientName')}’s care circle on Tend`,
      paragraphs: [
        'Hi,',
        `${field(data, 'inviterName')} invited you to join the care circle for ${field(data, 'recipientName')} on Tend, as ${roleWords.en[field(data, 'role')] ?? 'a member'}. A care circle shares the work of caring: a calendar of who does what, and short updates on how they are doing.`,
        'Open the invitation to sign up or sign in, then accept or decline it. It works once and expires in 7 days. If you were not expecting it, you can ignore this email.',
      ],
      action: { label: 'See the invitation', url: field(data, 'acceptUrl') },
    }),
    'es-US': (data) => ({
      subject: `${field(data, 'inviterName')} le invitó al círculo de cuidado de ${field(data, 'recipientName')} en Tend`,
      paragraphs: [
        'Hola:',
        `${field(data, 'inviterName')} le invitó a unirse al círculo de cuidado de ${field(data, 'recipientName')} en Tend, como ${roleWords['es-US'][field(data, 'role')] ?? 'miembro'}. Un círculo de cuidado reparte el trabajo de cuidar: un calendario de quién hace qué, y noticias breves de cómo está la persona.`,
        'Abra la invitación para registrarse o iniciar sesión, y luego acéptela o recházela. Funciona una sola vez y vence en 7 días. Si no la esperaba, puede ignorar este correo.',
      ],
      action: { label: 'Ver la invitación', url: field(data, 'acceptUrl') },
    }),
  },
  'circle-task-reminder': circleNotice({ en: 'See the task', 'es-US': 'Ver la tarea' }),
  'circle-update': circleNotice({ en: 'Read the update', 'es-US': 'Leer la noticia' }),
  'circle-updates-digest': circleNotice({ en: 'Read the updates', 'es-US': 'Leer las noticias' }),
};

export const greeting: Localized<(firstName: string) => string> = {
  en: (firstName) => `Hi ${firstName},`,
  'es-US': (firstName) => `Hola, ${firstName}:`,
};

/**
 * A circle's notice by e-mail: the in-app notice's title and words (written in the member's
 * language when it was asked for), and the page it opens.
 */
function circleNotice(label: Localized<string>): EmailTemplate {
  return inEveryLanguage((language) => (data, links) => ({
    subject: field(data, 'title'),
    paragraphs: [greeting[language](field(data, 'firstName')), field(data, 'message')],
    action: { label: label[language], url: `${links.publicUrl}${field(data, 'path')}` },
  }));
}
