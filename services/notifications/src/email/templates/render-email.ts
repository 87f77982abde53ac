import { DefaultLanguage, type Language } from '@tend/contracts';
import type { EmailTemplateName } from '../../jobs';
import { field, layout, type EmailLinks, type EmailTemplate, type RenderedEmail } from './layout';
import { accountSecurityTemplates } from './account-security.templates';
import { emailChangeTemplates } from './email-change.templates';
import { dataExportTemplates } from './data-export.templates';
import { careCircleTemplates } from './care-circle.templates';
import { medicationTemplates } from './medication.templates';
import { eligibilityTemplates } from './eligibility.templates';

type Data = Record<string, string>;

/** The e-mails of signing up and signing in, support and tips. */
const accountTemplates: Record<
  Exclude<
    EmailTemplateName,
    | keyof typeof emailChangeTemplates
    | keyof typeof accountSecurityTemplates
    | keyof typeof dataExportTemplates
    | keyof typeof careCircleTemplates
    | keyof typeof medicationTemplates
    | keyof typeof eligibilityTemplates
  >,
  EmailTemplate
> = {
  verification: {
    en: (data) => ({
      subject: 'Confirm your email to finish joining Tend',
      paragraphs: [
        `Hi ${field(data, 'firstName')},`,
        'Thank you for starting your Tend account. Please confirm your email address to choose your password and finish signing up.',
        'This link works once and expires in 24 hours. If you did not ask for it, you can ignore this email.',
      ],
      action: { label: 'Confirm my email', url: field(data, 'verificationUrl') },
    }),
    'es-US': (data) => ({
      subject: 'Confirme su correo para terminar de unirse a Tend',
      paragraphs: [
        `Hola, ${field(data, 'firstName')}:`,
        'Gracias por crear su cuenta de Tend. Confirme su correo electrónico para elegir su contraseña y terminar de registrarse.',
        'Este enlace funciona una sola vez y vence en 24 horas. Si usted no lo pidió, puede ignorar este correo.',
      ],
      action: { label: 'Confirmar mi correo', url: field(data, 'verificationUrl') },
    }),
  },
  'account-exists': {
    en: (data) => ({
      subject: 'You already have a Tend account',
      paragraphs: [
        `Hi ${field(data, 'firstName')},`,
        'Someone (we hope you) asked to sign up for Tend with this email address, but it already has an account. You can sign in instead.',
        'If this was not you, no action is needed: your account is unchanged.',
      ],
      action: { label: 'Sign in to Tend', url: field(data, 'signInUrl') },
    }),
    'es-US': (data) => ({
      subject: 'Usted ya tiene una cuenta de Tend',
      paragraphs: [
        `Hola, ${field(data, 'firstName')}:`,
        'Alguien (esperamos que usted) pidió registrarse en Tend con este correo, pero ya tiene una cuenta. Puede iniciar sesión.',
        'Si no fue usted, no tiene que hacer nada: su cuenta sigue igual.',
      ],
      action: { label: 'Iniciar sesión en Tend', url: field(data, 'signInUrl') },
    }),
  },
  'password-reset': {
    en: (data) => ({
      subject: 'Reset your Tend password',
      paragraphs: [
        `Hi ${field(data, 'firstName')},`,
        'Someone (we hope you) asked to reset the password of your Tend account. Choose a new password with the button below.',
        'This link works once and expires in 1 hour. Setting a new password signs your account out on every device.',
        'If you did not ask for this, you can ignore this email: your password stays the same.',
      ],
      action: { label: 'Choose a new password', url: field(data, 'resetUrl') },
    }),
    'es-US': (data) => ({
      subject: 'Cambie su contraseña de Tend',
      paragraphs: [
        `Hola, ${field(data, 'firstName')}:`,
        'Alguien (esperamos que usted) pidió cambiar la contraseña de su cuenta de Tend. Elija una contraseña nueva con el botón de abajo.',
        'Este enlace funciona una sola vez y vence en 1 hora. Al poner una contraseña nueva, se cierra la sesión de su cuenta en todos sus dispositivos.',
        'Si usted no lo pidió, puede ignorar este correo: su contraseña sigue siendo la misma.',
      ],
      action: { label: 'Elegir una contraseña nueva', url: field(data, 'resetUrl') },
    }),
  },
  welcome: {
    en: (data, links) => ({
      subject: 'Welcome to Tend',
      paragraphs: [
        `Hi ${field(data, 'firstName')},`,
        'Welcome to Tend. Caring for someone is hard work, and you do not have to figure it out alone.',
        'Your AI care coach is ready whenever you are, day or night, and a short burden check-in can help you see how you are doing.',
      ],
      action: { label: 'Open Tend', url: links.publicUrl },
    }),
    'es-US': (data, links) => ({
      subject: 'Le damos la bienvenida a Tend',
      paragraphs: [
        `Hola, ${field(data, 'firstName')}:`,
        'Le damos la bienvenida a Tend. Cuidar a un ser querido es un trabajo duro, y usted no tiene que resolverlo todo sin ayuda.',
        'Su asistente de cuidado con IA está listo cuando usted lo necesite, de día o de noche, y un breve chequeo de la carga del cuidado le ayuda a ver cómo está usted.',
      ],
      action: { label: 'Abrir Tend', url: links.publicUrl },
    }),
  },
  'support-confirmation': {
    en: (data) => ({
      subject: `We received your message: ${field(data, 'subject')}`,
      paragraphs: [
        `Hi ${field(data, 'firstName')},`,
        "Thank you! We'll get back to you within 24 hours.",
        `Your message: ${field(data, 'message')}`,
      ],
    }),
    'es-US': (data) => ({
      subject: `Recibimos su mensaje: ${field(data, 'subject')}`,
      paragraphs: [
        `Hola, ${field(data, 'firstName')}:`,
        '¡Gracias! Le responderemos en menos de 24 horas.',
        `Su mensaje: ${field(data, 'message')}`,
      ],
    }),
  },
  // Read by Tend's support team, who work in English, whatever the writer's language.
  'support-request': sameInEveryLanguage((data) => ({
    subject: `[Support] ${field(data, 'category')}: ${field(data, 'subject')}`,
    paragraphs: [
      `From: ${field(data, 'from')}`,
      `Category: ${field(data, 'category')}`,
      field(data, 'message'),
    ],
  })),
  tips: {
    en: (data, links) => ({
      subject: field(data, 'title'),
      paragraphs: [`Hi ${field(data, 'firstName')},`, field(data, 'body')],
      action: { label: 'Talk it over with your care coach', url: `${links.publicUrl}/ai-coach` },
    }),
    'es-US': (data, links) => ({
      subject: field(data, 'title'),
      paragraphs: [`Hola, ${field(data, 'firstName')}:`, field(data, 'body')],
      action: { label: 'Hablarlo con su asistente de cuidado', url: `${links.publicUrl}/ai-coach` },
    }),
  },
};

/** An e-mail written for Tend's own staff: one text, whatever language the account speaks. */
function sameInEveryLanguage(words: EmailTemplate['en']): EmailTemplate {
  return { en: words, 'es-US': words };
}

/** Every template Tend sends, by name, in every language. */
export const emailTemplates: Record<EmailTemplateName, EmailTemplate> = {
  ...emailChangeTemplates,
  ...accountSecurityTemplates,
  ...dataExportTemplates,
  ...careCircleTemplates,
  ...medicationTemplates,
  ...eligibilityTemplates,
  ...accountTemplates,
};

/** The templates whose words are the same in every language on purpose (read by Tend's staff). */
export const staffTemplates: ReadonlySet<EmailTemplateName> = new Set(['support-request']);

export function renderEmail(
  template: EmailTemplateName,
  data: Data,
  links: EmailLinks,
  language: Language = DefaultLanguage,
): RenderedEmail {
  return layout(emailTemplates[template][language](data, links), links, language);
}
