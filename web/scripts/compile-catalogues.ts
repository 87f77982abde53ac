import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isPlainText } from '../src/i18n/plain-text';

const cataloguePath = /[\\/]src[\\/]i18n[\\/]catalogues[\\/].+\.json$/;

/** A catalogue with each message that has arguments or tags as its ICU syntax tree. */
export function compileCatalogue(messages: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, isPlainText(text) ? text : parse(text)]),
  );
}

/**
 * The message catalogues (src/i18n/catalogues/<language>/<part>.json) compiled as the build reads them, so the
 * browser formats them with intl-messageformat's runtime alone: its ICU parser (7 KB gzip) is
 * left out of the bundle (vite.config.ts points it at the package's `no-parser` entry). A message
 * that fails to parse fails the build, naming it.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'tend-compiled-catalogues',
    enforce: 'pre', // before Vite's JSON plugin turns the file into a module
    transform(code, id) {
      if (!cataloguePath.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      for (const [name, text] of Object.entries(messages)) {
        try {
          parse(text);
        } catch (error) {
          this.error(`${id}: message ${name} is not valid ICU: ${String(error)}`);
        }
      }
      return { code: JSON.stringify(compileCatalogue(messages)), map: null };
    },
  };
}
