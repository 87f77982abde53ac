import { DefaultLanguage, HelpLines, type Language } from '@tend/contracts';
import type { InboxText } from '../inbox/localized-notice';

/** "High burden", as the check-in's results name a level in each language. */
const burdenWords: Record<Language, Record<string, string>> = {
  en: {
    Low: 'Low burden',
    Mild: 'Mild burden',
    Moderate: 'Moderate burden',
    High: 'High burden',
  },
  'es-US': {
    Low: 'Carga baja',
    Mild: 'Carga leve',
    Moderate: 'Carga moderada',
    High: 'Carga alta',
  },
};

const burden = (level: string, language: Language) => burdenWords[language][level] ?? level;

/**
 * What a finished check-in says in the inbox: its result, as the results screen gives it (a score
 * and a level), and where to go next, never an alarm. A high load also names 988, kindly.
 */
export function checkInResultNotice(
  score: number,
  level: string,
  language: Language = DefaultLanguage,
): InboxText {
  const lifeline = HelpLines.lifeline.number;
  const high = level === 'High';
  if (language === 'es-US')
    return {
      type: 'other',
      title: `Resultado de su chequeo: ${score}, ${burden(level, language)}`,
      message:
        'Sus resultados le dan un paso en Tend para cada aspecto que más le pesa, y le podemos recordar hacer el chequeo otra vez en dos semanas.' +
        (high
          ? ` Si alguna vez siente que ya no puede más, llame o envíe un mensaje de texto al ${lifeline} (oprima 2 para español), a cualquier hora.`
          : ''),
    };
  return {
    type: 'other',
    title: `Your check-in result: ${score}, ${burden(level, language)}`,
    message:
      'Your results name one step in Tend for each area that weighs most, and we can remind you to check in again in two weeks.' +
      (high ? ` If it ever feels like too much, call or text ${lifeline}, any time.` : ''),
  };
}

/**
 * The reminder she asked for from her results: it reads as her last result and what checking in
 * again shows, not as an alert. Without a result on file (an event still on its way) it says less.
 */
export function checkInReminderNotice(
  last: { score: number | null; level: string | null },
  language: Language = DefaultLanguage,
): InboxText {
  const known = last.score !== null && last.level !== null;
  const result = known ? `${last.score}, ${burden(last.level ?? '', language)}` : '';
  if (language === 'es-US')
    return {
      type: 'reminder',
      title: known ? `Su último chequeo: ${result}` : 'Su chequeo de nuevo',
      message: known
        ? `Hace dos semanas su chequeo dio ${result}. Usted pidió que se lo recordáramos: diez preguntas cortas le muestran qué ha cambiado desde entonces.`
        : 'Usted pidió que se lo recordáramos: diez preguntas cortas le muestran qué ha cambiado en dos semanas.',
    };
  return {
    type: 'reminder',
    title: known ? `Your last check-in: ${result}` : 'Your check-in, again',
    message: known
      ? `Two weeks ago your check-in came to ${result}. You asked us to remind you: ten short questions show what has changed since then.`
      : 'You asked us to remind you: ten short questions show what has changed in two weeks.',
  };
}
