import type { MedicationSchedule } from '@tend/contracts';
import { textIn } from '../../i18n/LanguageProvider';
import '../../i18n/parts/medications';
import { instantOfWall } from './dose-time';
import { emptyMedication, medicationBody, medicationFormErrors } from './medication-form';
import { scheduleWords } from './schedule-words';

const t = textIn('en');
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('a schedule in words', () => {
  it.each([
    [
      { kind: 'scheduled', times: ['20:00', '08:00'], weekdays: null, minimumGapMinutes: null },
      'Every day at 8:00 AM and 8:00 PM',
    ],
    [
      { kind: 'scheduled', times: ['22:00'], weekdays: ['TH', 'MO'], minimumGapMinutes: null },
      'On Mon and Thu at 10:00 PM',
    ],
    [
      { kind: 'scheduled', times: ['07:30'], weekdays: null, minimumGapMinutes: 90 },
      'Every day at 7:30 AM, at least 90 minutes apart',
    ],
    [{ kind: 'as-needed', minimumGapMinutes: 240 }, 'As needed, at least 4 hours apart'],
  ] satisfies [MedicationSchedule, string][])('%j reads "%s"', (schedule, words) => {
    expect(plain(scheduleWords(schedule, t, 'en'))).toBe(words);
  });
});

describe("a late dose's real time on the circle's clock", () => {
  it.each([
    ['2026-11-27T07:10', 'America/Chicago', '2026-11-27T13:10:00.000Z'],
    ['2026-07-04T07:10', 'America/Chicago', '2026-07-04T12:10:00.000Z'],
    ['2026-03-08T03:30', 'America/Chicago', '2026-03-08T08:30:00.000Z'],
    ['2026-11-27T23:50', 'Asia/Kolkata', '2026-11-27T18:20:00.000Z'],
  ])('%s in %s is %s', (wall, zone, instant) => {
    expect(instantOfWall(wall, zone)).toBe(instant);
  });
});

describe('the medicine form', () => {
  it('needs a name, a dose with its unit and at least one time', () => {
    expect(medicationFormErrors({ ...emptyMedication(), times: [] })).toEqual({
      name: 'medications.form.error.name',
      dose: 'medications.form.error.dose',
      times: 'medications.form.error.noTime',
    });
  });

  it('turns hours between doses into whole minutes, and leaves the owner’s settings to the owner', () => {
    const values = {
      ...emptyMedication(),
      name: 'Ibuprofen',
      doseUnit: 'tablet',
      kind: 'as-needed' as const,
      gapHours: '0.5',
      critical: true,
    };
    expect(medicationFormErrors(values)).toEqual({});
    const body = medicationBody(values, false);
    expect(body.schedule).toEqual({ kind: 'as-needed', minimumGapMinutes: 30 });
    expect(body).not.toHaveProperty('critical');
    expect(medicationBody(values, true)).toMatchObject({ critical: true, missedAfterMinutes: 60 });
  });
});
