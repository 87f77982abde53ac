import { DefaultLanguage, type Language } from '@tend/contracts';
import type { InboxText } from '../inbox/localized-notice';

export type { InboxText } from '../inbox/localized-notice';

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
