import type { LocalizedNotice } from './localized-notice';

/** The in-app notices of an account's own steps, in every language. */
export const AccountNotices = {
  welcome: (firstName: string): LocalizedNotice => ({
    type: 'success',
    words: {
      en: {
        title: `Welcome to Tend, ${firstName}`,
        message:
          'Your AI care coach is ready whenever you are, day or night. You can also take a short check-in on how you are doing.',
      },
      'es-US': {
        title: `Le damos la bienvenida a Tend, ${firstName}`,
        message:
          'Su asistente de cuidado con IA está listo cuando usted lo necesite, de día o de noche. También puede hacer un breve chequeo de cómo está usted.',
      },
    },
  }),
  profileSetUp: {
    type: 'success',
    words: {
      en: {
        title: 'Your profile is set up',
        message:
          'Thank you for telling us about you and the person you care for. Your care coach will use it to give guidance that fits your situation.',
      },
      'es-US': {
        title: 'Su perfil está listo',
        message:
          'Gracias por contarnos sobre usted y la persona que cuida. Su asistente de cuidado lo usará para darle consejos que se ajusten a su situación.',
      },
    },
  },
  dataExportReady: {
    type: 'success',
    words: {
      en: {
        title: 'Your copy of your data is ready',
        message:
          'Open Settings and choose Download my data. The download works for 24 hours, then you can ask for a new copy.',
      },
      'es-US': {
        title: 'La copia de sus datos está lista',
        message:
          'Abra Configuración y elija Descargar mis datos. La descarga funciona durante 24 horas; después puede pedir una copia nueva.',
      },
    },
  },
  assessmentReminder: {
    type: 'reminder',
    words: {
      en: {
        title: 'Time for your monthly check-in',
        message:
          'It has been a month since your last caregiver burden check-in. Taking it again shows how things are changing for you.',
      },
      'es-US': {
        title: 'Es hora de su chequeo del mes',
        message:
          'Ya pasó un mes desde su último chequeo de la carga del cuidado. Hacerlo otra vez le muestra cómo van cambiando las cosas para usted.',
      },
    },
  },
} satisfies Record<string, LocalizedNotice | ((...args: string[]) => LocalizedNotice)>;
