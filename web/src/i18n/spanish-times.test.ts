import englishMedications from './catalogues/en/medications.json';
import spanishMedications from './catalogues/es-US/medications.json';
import englishCareLog from './catalogues/en/careLog.json';
import spanishCareLog from './catalogues/es-US/careLog.json';
import { formatText, type MessageValues } from './format';
import './parts/locale-rules';

const english: Record<string, string> = { ...englishMedications, ...englishCareLog };
const spanish: Record<string, string> = { ...spanishMedications, ...spanishCareLog };
const say = (language: 'en' | 'es-US', id: string, values: MessageValues) =>
  formatText(language, id, (language === 'en' ? english : spanish)[id], values);

/**
 * A clock time in Spanish takes "la" at one o'clock and "las" at every other hour ("la 1:05",
 * "las 9:30"), and no article after a weekday ("jue 9:40"): the messages name the time without
 * one, so every hour reads right (issue 48).
 */
describe('times of day in the medicines’ and visit summary’s messages', () => {
  it('put no article before a time argument in Spanish', () => {
    const withArticle = Object.entries(spanish).filter(([, text]) =>
      /\bl(a|as) \{(time|times|since)\}/.test(text),
    );
    expect(withArticle).toEqual([]);
  });

  it.each([
    [
      'medications.schedule.everyDay',
      { times: '1:05 PM' },
      'Every day at 1:05 PM',
      { times: '1:05 p. m.' },
      'Todos los días: 1:05 p. m.',
    ],
    [
      'medications.today.doseLabel',
      { name: 'Metformin', time: '1:00 PM' },
      'Metformin at 1:00 PM',
      { name: 'Metformina', time: '1:00 p. m.' },
      'Metformina, 1:00 p. m.',
    ],
    [
      'medications.today.givenBy',
      { name: 'Ana', time: '1:05 PM' },
      'Given at 1:05 PM by Ana',
      { name: 'Ana', time: '1:05 p. m.' },
      'Dada por Ana (1:05 p. m.)',
    ],
    [
      'medications.today.againAsk',
      { name: 'Ana', time: '9:30 PM' },
      'Already given at 9:30 PM by Ana. Give again?',
      { name: 'Ana', time: '9:30 p. m.' },
      'Ana ya la dio (9:30 p. m.). ¿Darla otra vez?',
    ],
    [
      'medications.audit.repeated',
      { count: 3, since: '1:05 PM' },
      '3 times since 1:05 PM',
      { count: 3, since: '1:05 p. m.' },
      '3 veces desde 1:05 p. m.',
    ],
    [
      'careLog.visit.schedule.days',
      { times: '1:00 PM', days: 'Monday' },
      'At 1:00 PM on Monday',
      { times: '1:00 p. m.', days: 'lunes' },
      'Los lunes: 1:00 p. m.',
    ],
  ])('%s', (id, enValues, inEnglish, esValues, inSpanish) => {
    expect(say('en', id, enValues)).toBe(inEnglish);
    expect(say('es-US', id, esValues)).toBe(inSpanish);
  });
});
