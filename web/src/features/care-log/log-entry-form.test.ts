import type { LogReading } from '@tend/contracts';
import { checkEntry, entryValues } from './log-entry-form';

describe('the entry form filled in with an entry to correct', () => {
  it.each<LogReading>([
    { kind: 'blood-pressure', systolic: 152, diastolic: 88 },
    { kind: 'blood-sugar', mgdl: 620 },
    { kind: 'weight', pounds: 141.5 },
    { kind: 'temperature', fahrenheit: 99.1 },
    { kind: 'pain', score: 0 },
    { kind: 'sleep', hours: 6.5 },
    { kind: 'mood', mood: 'very-low' },
    { kind: 'bowel-movement' },
    { kind: 'fall', injured: true },
    { kind: 'behavior', text: 'Up at 3 am, looking for the car keys.' },
  ])('sends back the same $kind, its note, and no time unless she changes it', (reading) => {
    const checked = checkEntry(
      entryValues({ reading, at: '2026-11-26T05:04:00.000Z', note: 'Before bed.' }),
    );
    expect(checked).toEqual({ ok: true, body: { ...reading, note: 'Before bed.' } });
  });

  it('shows the entry’s own time, in the device’s clock', () => {
    const at = new Date(2026, 10, 26, 23, 4);
    expect(
      entryValues({ reading: { kind: 'pain', score: 3 }, at: at.toISOString(), note: null }),
    ).toMatchObject({ at: '2026-11-26T23:04', atChanged: false, note: '' });
  });
});
