import {
  programInLanguage,
  programsFor,
  spanishProgramsFor,
  type PaidCareProgram,
  type SpanishStatePrograms,
  type UsState,
} from '@tend/contracts';
import { useEffect, useMemo, useState } from 'react';
import type { Language } from '../../i18n/languages';

/** A state's programs in the reader's language, and whether their texts are in it yet. */
export interface ProgramsInLanguage {
  programs: PaidCareProgram[];
  /** The language the programs' own texts are in: English until the Spanish file arrives. */
  textLanguage: Language;
}

/**
 * The programs of a state (and the federal ones) with their texts in `language`. The Spanish files
 * are fetched only for a Spanish reader and only for her state, so English readers load none.
 */
export function useStatePrograms(state: UsState, language: Language): ProgramsInLanguage {
  const [spanish, setSpanish] = useState<{ state: UsState; files: SpanishStatePrograms[] }>();
  useEffect(() => {
    if (language === 'en') return;
    let current = true;
    // A file that fails to arrive leaves the English texts, which say the same facts.
    void spanishProgramsFor(state).then(
      (files) => {
        if (current) setSpanish({ state, files });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [state, language]);
  return useMemo(() => {
    const english = programsFor(state);
    if (language === 'en' || spanish?.state !== state)
      return { programs: english, textLanguage: 'en' };
    return {
      programs: english.map((program) => programInLanguage(program, language, spanish.files)),
      textLanguage: language,
    };
  }, [state, language, spanish]);
}
