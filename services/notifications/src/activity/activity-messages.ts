import { DefaultLanguage, HelpLines, type Language } from '@tend/contracts';
import type { InboxText } from '../inbox/localized-notice';

export type { InboxText } from '../inbox/localized-notice';

/** What a finished burden check-in says in the inbox: warm, with 988 for a high load. */
export function assessmentNotice(
  score: number,
  level: string,
  language: Language = DefaultLanguage,
): InboxText {
  const lifeline = HelpLines.lifeline.number;
  if (level === 'High') {
    return language === 'es-US'
      ? {
          type: 'alert',
          title: 'Su chequeo muestra una carga pesada',
          message: `Su puntaje de carga del cuidado es ${score} (Alta). Usted también merece apoyo: sus recomendaciones le dan unos pasos para esta semana. Si alguna vez siente que corre peligro o que ya no puede más, llame o envíe un mensaje de texto al ${lifeline} (oprima 2 para español), a cualquier hora.`,
        }
      : {
          type: 'alert',
          title: 'Your check-in shows a heavy load',
          message: `Your caregiver burden score is ${score} (High). You deserve support too: your recommendations list a few steps for this week. If you ever feel unsafe or overwhelmed, call or text ${lifeline}, any time.`,
        };
  }
  return language === 'es-US'
    ? {
        type: 'success',
        title: 'Su chequeo está guardado',
        message: `Su puntaje de carga del cuidado es ${score} (${levelWords[level] ?? level}). Sus recomendaciones están listas, y le recordaremos hacer el chequeo otra vez en un mes.`,
      }
    : {
        type: 'success',
        title: 'Your check-in is saved',
        message: `Your caregiver burden score is ${score} (${level}). Your recommendations are ready, and we will remind you to check in again in a month.`,
      };
}

/** The burden levels as a Spanish reader reads them. */
const levelWords: Record<string, string> = {
  Low: 'Baja',
  Mild: 'Leve',
  Moderate: 'Moderada',
  High: 'Alta',
};

/** What a super administrator reads when a crawl ends. */
export function crawlNotice(
  sourceName: string,
  status: 'completed' | 'failed' | 'cancelled',
  counts: { urlsProcessed: number; urlsSucceeded: number; documentsPublished: number },
  error: string | null,
  language: Language = DefaultLanguage,
): InboxText {
  const words = crawlWords[language];
  const tally = words.tally(counts);
  switch (status) {
    case 'completed':
      return { type: 'success', title: `${words.finished}: ${sourceName}`, message: tally };
    case 'failed':
      return {
        type: 'alert',
        title: `${words.failed}: ${sourceName}`,
        message: `${error ?? words.stopped} ${tally}`,
      };
    case 'cancelled':
      return { type: 'other', title: `${words.cancelled}: ${sourceName}`, message: tally };
  }
}

type Counts = Parameters<typeof crawlNotice>[2];
const crawlWords: Record<
  Language,
  {
    finished: string;
    failed: string;
    cancelled: string;
    stopped: string;
    tally: (counts: Counts) => string;
  }
> = {
  en: {
    finished: 'Crawl finished',
    failed: 'Crawl failed',
    cancelled: 'Crawl canceled',
    stopped: 'The crawl stopped with an error.',
    tally: (c) =>
      `${c.urlsSucceeded} of ${c.urlsProcessed} pages fetched, ${c.documentsPublished} documents published.`,
  },
  'es-US': {
    finished: 'Recorrido terminado',
    failed: 'El recorrido falló',
    cancelled: 'Recorrido cancelado',
    stopped: 'El recorrido se detuvo por un error.',
    tally: (c) =>
      `${c.urlsSucceeded} de ${c.urlsProcessed} páginas obtenidas, ${c.documentsPublished} documentos publicados.`,
  },
};
