import type { EmailTemplateName } from '../../jobs';
import { field, type EmailTemplate } from './layout';

/** The two e-mails of a change of address: the link to the new one, the notice to the old one. */
export const emailChangeTemplates: Record<
  Extract<EmailTemplateName, 'email-change-confirm' | 'email-changed'>,
  EmailTemplate
> = {
  'email-change-confirm': {
    en: (data) => ({
      subject: 'Confirm your new email address for Tend',
      paragraphs: [
        `Hi ${field(data, 'firstName')},`,
        `You asked to use ${field(data, 'newEmail')} for your Tend account. Please confirm it is yours: your account keeps its current address until you do.`,
        'This link works once and expires in 24 hours. If you did not ask for this, you can ignore this email and nothing will change.',
      ],
      action: { label: 'Confirm my new email', url: field(data, 'confirmUrl') },
    }),
    'es-US': (data) => ({
      subject: 'Confirme su nuevo correo electrónico para Tend',
      paragraphs: [
        `Hola, ${field(data, 'firstName')}:`,
        `Usted pidió usar ${field(data, 'newEmail')} para su cuenta de Tend. Confirme que es suyo: su cuenta mantiene su correo actual hasta que lo haga.`,
        'Este enlace funciona una sola vez y vence en 24 horas. Si usted no lo pidió, puede ignorar este correo y nada cambiará.',
      ],
      action: { label: 'Confirmar mi correo nuevo', url: field(data, 'confirmUrl') },
    }),
  },
  'email-changed': {
    en: (data, links) => ({
      subject: 'Your Tend email address was changed',
      paragraphs: [
        `Hi ${field(data, 'firstName')},`,
        `The email address for your Tend account was changed to ${field(data, 'newEmail')}. From now on, sign in with that address. We will no longer write to this one.`,
        `If you did not make this change, someone else may have your password. Write to ${links.supportEmail} right away and we will help you get your account back.`,
      ],
      action: { label: 'Contact Tend support', url: `mailto:${links.supportEmail}` },
    }),
    'es-US': (data, links) => ({
      subject: 'Se cambió el correo electrónico de su cuenta de Tend',
      paragraphs: [
        `Hola, ${field(data, 'firstName')}:`,
        `El correo electrónico de su cuenta de Tend se cambió a ${field(data, 'newEmail')}. De ahora en adelante, inicie sesión con ese correo. Ya no le escribiremos a este.`,
        `Si usted no hizo este cambio, puede que otra persona tenga su contraseña. Escríbanos de inmediato a ${links.supportEmail} y le ayudaremos a recuperar su cuenta.`,
      ],
      action: { label: 'Comunicarse con soporte de Tend', url: `mailto:${links.supportEmail}` },
    }),
  },
};
