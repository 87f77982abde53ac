import type { EmailTemplateName } from '../../jobs';
import type { EmailTemplate } from './layout';

/** Where the copy is offered: Settings, behind sign-in, so only the owner can download it. */
export const DataExportSettingsPath = '/settings#download-data';

/** The copy of a person's data is ready; the e-mail points to Settings, never to the file itself. */
export const dataExportTemplates: Record<
  Extract<EmailTemplateName, 'data-export-ready'>,
  EmailTemplate
> = {
  'data-export-ready': {
    en: (data, links) => ({
      subject: 'Your copy of your Tend data is ready',
      paragraphs: [
        `Hi ${data.firstName ?? 'there'},`,
        'The copy of your data you asked for is ready. Sign in and open Settings to download it: one file with your account, profile, care recipients, conversations, check-ins and notifications.',
        'For your privacy the download works for 24 hours and only when you are signed in. After that you can ask for a new copy.',
        'If you did not ask for this, please change your password and sign out everywhere from Settings.',
      ],
      action: { label: 'Open Settings', url: `${links.publicUrl}${DataExportSettingsPath}` },
    }),
    'es-US': (data, links) => ({
      subject: 'La copia de sus datos de Tend está lista',
      paragraphs: [
        data.firstName ? `Hola, ${data.firstName}:` : 'Hola:',
        'La copia de sus datos que pidió está lista. Inicie sesión y abra Configuración para descargarla: un archivo con su cuenta, su perfil, las personas que cuida, sus conversaciones, sus chequeos y sus avisos.',
        'Para proteger su privacidad, la descarga funciona durante 24 horas y solo con su sesión iniciada. Después puede pedir una copia nueva.',
        'Si usted no la pidió, cambie su contraseña y cierre la sesión en todos sus dispositivos desde Configuración.',
      ],
      action: { label: 'Abrir Configuración', url: `${links.publicUrl}${DataExportSettingsPath}` },
    }),
  },
};
