import type { EmailTemplateName } from '../../jobs';
import { deviceInEmail } from './device-words';
import { field, type EmailLinks, type EmailTemplate } from './layout';

/** Where the owner sees and ends the account's sessions. */
export const DevicesSettingsPath = '/settings#devices-title';
/** Where anyone can start a password reset without being signed in. */
export const ForgotPasswordPath = '/forgot-password';

const notYou = (links: EmailLinks) =>
  `If this was not you, reset your password now (${links.publicUrl}${ForgotPasswordPath}): that signs your account out on every device. Then write to ${links.supportEmail} and we will help.`;
const notYouEs = (links: EmailLinks) =>
  `Si no fue usted, cambie su contraseña ahora (${links.publicUrl}${ForgotPasswordPath}): así se cierra la sesión de su cuenta en todos sus dispositivos. Luego escríbanos a ${links.supportEmail} y le ayudaremos.`;

/** E-mails that tell the owner of a change to the account's security, in case it was not theirs. */
export const accountSecurityTemplates: Record<
  Extract<EmailTemplateName, 'password-changed' | 'new-device-signin' | 'account-deleted'>,
  EmailTemplate
> = {
  'password-changed': {
    en: (data, links) => ({
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
    }),
    'es-US': (data, links) => ({
      subject: 'Se cambió su contraseña de Tend',
      paragraphs: [
        `Hola, ${field(data, 'firstName')}:`,
        data.how === 'reset'
          ? 'La contraseña de su cuenta de Tend se acaba de cambiar con un enlace para restablecerla, y se cerró la sesión en todos los dispositivos.'
          : 'La contraseña de su cuenta de Tend se acaba de cambiar en Configuración, y se cerró la sesión en todos los demás dispositivos.',
        'Si usted hizo este cambio, no tiene que hacer nada más.',
        notYouEs(links),
      ],
      action: { label: 'Cambiar mi contraseña', url: `${links.publicUrl}${ForgotPasswordPath}` },
    }),
  },
  'new-device-signin': {
    en: (data, links) => ({
      subject: 'A new device signed in to your Tend account',
      paragraphs: [
        `Hi ${field(data, 'firstName')},`,
        `Your Tend account was just signed in on a device it had not been used on before: ${deviceInEmail(data, 'en')}.`,
        'If that was you, there is nothing to do. You can see every device signed in to your account, and sign any of them out, in Settings.',
        notYou(links),
      ],
      action: { label: 'See my devices', url: `${links.publicUrl}${DevicesSettingsPath}` },
    }),
    'es-US': (data, links) => ({
      subject: 'Un dispositivo nuevo inició sesión en su cuenta de Tend',
      paragraphs: [
        `Hola, ${field(data, 'firstName')}:`,
        `Alguien acaba de iniciar sesión en su cuenta de Tend desde un dispositivo que no se había usado antes: ${deviceInEmail(data, 'es-US')}.`,
        'Si fue usted, no tiene que hacer nada. En Configuración puede ver todos los dispositivos con sesión abierta en su cuenta y cerrar la sesión de cualquiera.',
        notYouEs(links),
      ],
      action: { label: 'Ver mis dispositivos', url: `${links.publicUrl}${DevicesSettingsPath}` },
    }),
  },
  // Sent after the data is gone, to the address the account had: it names nothing of the person
  // or of their care (no name, no health information), as anyone may read an inbox.
  'account-deleted': {
    en: (_data, links) => ({
      subject: 'Your Tend account was deleted',
      paragraphs: [
        'Hello,',
        'Your Tend account was just deleted, as you asked in Settings. Everything it held is being erased from every part of Tend, and you have been signed out on every device.',
        'We are glad we could be with you for a while. You are welcome back any time with a new account.',
        `If you did not delete your account, write to ${links.supportEmail} right away and we will help.`,
      ],
    }),
    'es-US': (_data, links) => ({
      subject: 'Se eliminó su cuenta de Tend',
      paragraphs: [
        'Hola:',
        'Su cuenta de Tend se acaba de eliminar, como usted lo pidió en Configuración. Todo lo que tenía se está borrando de cada parte de Tend, y se cerró su sesión en todos sus dispositivos.',
        'Nos alegra haberle acompañado un tiempo. Puede volver cuando quiera con una cuenta nueva.',
        `Si usted no eliminó su cuenta, escríbanos de inmediato a ${links.supportEmail} y le ayudaremos.`,
      ],
    }),
  },
};
