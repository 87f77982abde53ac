import english from '../../i18n/catalogues/en/careLog.json';
import spanish from '../../i18n/catalogues/es-US/careLog.json';
import { formatText } from '../../i18n/format';
import type { MessageId } from '../../i18n/catalogue';
import type { MessageValues } from '../../i18n/format';
import type { VisitSummary } from '@tend/contracts';
import { scheduleText } from './summary-words';

const t =
  (messages: Record<string, string>, language: 'en' | 'es-US') =>
  (id: MessageId, values?: MessageValues) =>
    formatText(language, id, messages[id], values);

describe('a medicine’s schedule in words', () => {
  it.each([
    [
      { kind: 'scheduled', times: ['08:00', '20:00'], weekdays: null, minimumGapMinutes: null },
      'Every day at 8:00 AM and 8:00 PM',
    ],
    [
      { kind: 'scheduled', times: ['21:30'], weekdays: ['MO', 'TH'], minimumGapMinutes: null },
      'At 9:30 PM on Monday and Thursday',
    ],
    [{ kind: 'as-needed', minimumGapMinutes: 240 }, 'As needed, at least 4 hours apart'],
    [{ kind: 'as-needed', minimumGapMinutes: 90 }, 'As needed, at least 90 minutes apart'],
  ] satisfies [VisitSummary['medications'][number]['schedule'], string][])(
    'reads %j as "%s"',
    (schedule, words) => {
      expect(scheduleText(schedule, t(english, 'en'), 'en')).toBe(words);
    },
  );

  it('reads in Spanish', () => {
    expect(
      scheduleText({ kind: 'as-needed', minimumGapMinutes: 240 }, t(spanish, 'es-US'), 'es-US'),
    ).toBe('Cuando se necesite, con al menos 4 horas entre dosis');
  });
});
