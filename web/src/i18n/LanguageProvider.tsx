import { ConfigProvider } from 'antd';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { writeStorage, StorageKeys } from '../lib/storage';
import {
  catalogueVersion,
  loadCatalogue,
  loadedCatalogue,
  onCatalogueChange,
  type CatalogueMessage,
  type MessageId,
} from './catalogue';
import { writeLanguageCookie } from './language-cookie';
import { formatRich, formatText, type MessageValues, type RichValues } from './format';
import { baseLanguage, type Language } from './languages';

export interface LanguageState {
  language: Language;
  /** Shows another language, kept on this device for the next visit. */
  choose: (language: Language) => Promise<void>;
  t: (id: MessageId, values?: MessageValues) => string;
  rich: (id: MessageId, values: RichValues) => ReactNode;
}

/**
 * The words of a language (English until its catalogue is loaded): for a message shown just after
 * switching to it, before the screens have re-rendered in it.
 */
export function textIn(language: Language): LanguageState['t'] {
  const messageOf = messagesIn(language);
  return (id, values) => formatText(...messageOf(id), values);
}

/**
 * A message of a language with the language it is in: English when its part's words in that
 * language did not arrive (a dropped connection), rather than the message's name.
 */
function messagesIn(
  language: Language,
): (id: MessageId) => [Language, MessageId, CatalogueMessage | undefined] {
  const { messages } = loadedCatalogue(language);
  const english = loadedCatalogue(baseLanguage).messages;
  return (id) => {
    const message = messages[id];
    return message === undefined ? [baseLanguage, id, english[id]] : [language, id, message];
  };
}

function stateFor(language: Language, choose: LanguageState['choose']): LanguageState {
  const messageOf = messagesIn(language);
  return {
    language,
    choose,
    t: textIn(language),
    rich: (id, values) => formatRich(...messageOf(id), values),
  };
}

// Outside a provider (a component rendered alone), English.
const LanguageContext = createContext<LanguageState>(
  stateFor(baseLanguage, () => Promise.resolve()),
);

/**
 * The language every screen speaks. It starts in `initial` (whose catalogue is loaded: a page
 * prerendered in English hydrates in English) and moves to `preferred` once its catalogue is here.
 * `<html lang>` and Ant Design's own words follow.
 */
export function LanguageProvider({
  initial = baseLanguage,
  preferred = initial,
  children,
}: {
  initial?: Language;
  preferred?: Language;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState(initial);
  const latest = useRef(initial);

  const show = useCallback(async (next: Language) => {
    latest.current = next;
    try {
      await loadCatalogue(next);
    } catch {
      return; // its chunk did not arrive: the page stays in the language it is in
    }
    // A language chosen while another loaded wins.
    if (latest.current === next) setLanguage(next);
  }, []);

  const choose = useCallback(
    (next: Language) => {
      writeStorage(StorageKeys.language, next);
      writeLanguageCookie(next);
      return show(next);
    },
    [show],
  );

  useEffect(() => {
    if (preferred !== initial) void show(preferred);
  }, [initial, preferred, show]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // A part's words that arrive after the screens drew (Ant Design's, or a part fetched late).
  const version = useSyncExternalStore(onCatalogueChange, catalogueVersion, catalogueVersion);
  const state = useMemo(() => stateFor(language, choose), [language, choose, version]);
  return (
    <LanguageContext.Provider value={state}>
      <ConfigProvider locale={loadedCatalogue(language).antd}>{children}</ConfigProvider>
    </LanguageContext.Provider>
  );
}

/** The current language, its words (`t('landing.title')`) and the switch between languages. */
export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/** A message's words (`t('landing.title')`): the screens' usual way in. */
export function useT(): LanguageState['t'] {
  return useContext(LanguageContext).t;
}
