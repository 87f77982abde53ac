import type { EmailTemplateName } from '../../jobs';
import { field, type EmailTemplate } from './layout';

/** Where the e-mail's button leads: the checker, which reopens the results the link carries. */
export const EligibilityResultsPath = '/eligibility';

const resultsUrl = (data: Record<string, string>, publicUrl: string) =>
  `${publicUrl}${EligibilityResultsPath}?${field(data, 'resultsQuery')}`;

/**
 * A visitor's checker results, sent once to the address she gave. The answers travel in the
 * button's link, so reopening them needs nothing kept; the e-mail says the address is not kept.
 */
export const eligibilityTemplates: Record<
  Extract<EmailTemplateName, 'eligibility-results'>,
  EmailTemplate
> = {
  'eligibility-results': {
    en: (data, links) => ({
      subject: 'Your results from the Tend eligibility check',
      paragraphs: [
        'Hello,',
        'Here are the results of the eligibility check you did on Tend, as you asked.',
        `Medicaid Personal Assistance Services in ${field(data, 'stateName')}: ${field(data, 'bandLabel')}, ${field(data, 'score')} out of 100.`,
        'This is an estimate, not a decision. Your state Medicaid office makes the final decision.',
        'The button below opens your results again, with the programs in your state and what to do next. You can create a free account there to keep them.',
        'We sent this one email because you asked for it. We did not create an account, and we do not keep your email address.',
      ],
      action: { label: 'See my results', url: resultsUrl(data, links.publicUrl) },
    }),
    'es-US': (data, links) => ({
      subject: 'Sus resultados de la revisión de elegibilidad de Tend',
      paragraphs: [
        'Hola:',
        'Aquí están los resultados de la revisión de elegibilidad que hizo en Tend, como lo pidió.',
        `Servicios de asistencia personal de Medicaid en ${field(data, 'stateName')}: ${field(data, 'bandLabel')}, ${field(data, 'score')} de 100.`,
        'Esto es un cálculo aproximado, no una decisión. La oficina de Medicaid de su estado toma la decisión final.',
        'El botón de abajo abre sus resultados otra vez, con los programas de su estado y los próximos pasos. Allí puede crear una cuenta gratis para guardarlos.',
        'Le enviamos solo este correo porque usted lo pidió. No creamos ninguna cuenta y no guardamos su correo electrónico.',
      ],
      action: { label: 'Ver mis resultados', url: resultsUrl(data, links.publicUrl) },
    }),
  },
};
