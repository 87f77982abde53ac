import { inEveryLanguage, type Localized } from '@tend/contracts';
import type { EmailTemplateName } from '../../jobs';
import { greeting } from './care-circle.templates';
import { field, type EmailTemplate } from './layout';

type MedicationEmail = 'circle-dose-reminder' | 'circle-dose-missed' | 'circle-refill';

interface Words {
  subject: string;
  says: string;
  label: string;
}

/**
 * Dose reminders, missed doses and refills by e-mail. Unlike the in-app notice, the e-mail never
 * names the medicine or the person (an e-mail's subject shows on a locked phone and travels
 * through other companies' servers): it says what kind of thing is due and opens Tend.
 */
const texts: Record<MedicationEmail, Localized<Words>> = {
  'circle-dose-reminder': {
    en: {
      subject: 'A dose is due',
      says: 'A medicine on your care circle’s list is due now. Open Tend to see which, and log it as given or skipped so the family knows.',
      label: 'Log the dose',
    },
    'es-US': {
      subject: 'Es hora de una dosis',
      says: 'Ya toca una medicina de la lista de su círculo de cuidado. Abra Tend para ver cuál, y anote si se dio o no para que la familia lo sepa.',
      label: 'Anotar la dosis',
    },
  },
  'circle-dose-missed': {
    en: {
      subject: 'A dose has not been logged',
      says: 'Nobody has logged a dose that was due, as given or skipped. Please check with whoever is with them, then log it in Tend.',
      label: 'See the missed dose',
    },
    'es-US': {
      subject: 'Nadie ha anotado una dosis',
      says: 'Nadie ha anotado si se dio o no una dosis que tocaba. Pregunte a quien esté con la persona y luego anótelo en Tend.',
      label: 'Ver la dosis que falta',
    },
  },
  'circle-refill': {
    en: {
      subject: 'A medicine needs a refill soon',
      says: 'A medicine on your care circle’s list will run out soon. Open Tend to see which and when, and update the supply once it is refilled.',
      label: 'See the medicines',
    },
    'es-US': {
      subject: 'Pronto hay que resurtir una medicina',
      says: 'Pronto se acabará una medicina de la lista de su círculo de cuidado. Abra Tend para ver cuál y cuándo, y actualice cuánto queda cuando la resurta.',
      label: 'Ver las medicinas',
    },
  },
};

const medicationEmail = (words: Localized<Words>): EmailTemplate =>
  inEveryLanguage((language) => (data, links) => ({
    subject: words[language].subject,
    paragraphs: [greeting[language](field(data, 'firstName')), words[language].says],
    action: { label: words[language].label, url: `${links.publicUrl}${field(data, 'path')}` },
  }));

export const medicationTemplates: Record<
  Extract<EmailTemplateName, MedicationEmail>,
  EmailTemplate
> = {
  'circle-dose-reminder': medicationEmail(texts['circle-dose-reminder']),
  'circle-dose-missed': medicationEmail(texts['circle-dose-missed']),
  'circle-refill': medicationEmail(texts['circle-refill']),
};
