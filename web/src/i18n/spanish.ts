/**
 * Spanish (es-US), a chunk only a Spanish reader downloads: its `app` part, and the fetching of
 * the other parts, each with the screens that add it (catalogue.ts), and of Ant Design's words.
 */
import app from './catalogues/es-US/app.json';
import type { Catalogue, PartWords } from './catalogue';

export interface SpanishWords {
  /** The catalogue once the parts given are in it. */
  load(parts: PartWords[]): Promise<Catalogue>;
  /** Fetches the parts given that are not here yet (again, one that failed). */
  fetch(parts: PartWords[]): Promise<void>;
}

/** `changed` is told each time words arrive. */
export function spanishWords(changed: () => void): SpanishWords {
  const catalogue: Catalogue = { messages: { ...app } };
  const fetched = new Map<PartWords, Promise<void>>();
  let antd: Promise<void> | undefined;

  // The landing shows none of Ant Design's words: they come with the first screen that may.
  const fetchAntd = () =>
    (antd ??= import('antd/es/locale/es_US').then(
      (module) => {
        catalogue.antd = module.default;
      },
      (error: unknown) => {
        antd = undefined;
        throw error;
      },
    ));

  const fetchPart = (part: PartWords) => {
    let fetching = fetched.get(part);
    if (!fetching) {
      fetching = Promise.all([part(), fetchAntd()]).then(
        ([module]) => {
          Object.assign(catalogue.messages, module.default);
          changed();
        },
        (error: unknown) => {
          fetched.delete(part); // a dropped connection: the next screen or switch asks again
          throw error;
        },
      );
      fetched.set(part, fetching);
    }
    return fetching;
  };

  const fetch = (parts: PartWords[]) => Promise.all(parts.map(fetchPart)).then(() => undefined);
  return { fetch, load: (parts) => fetch(parts).then(() => catalogue) };
}
