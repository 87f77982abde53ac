import { doseMissedNotice, doseReminderNotice, refillNotice } from './medication-messages';

const moment = {
  recipientId: '00000000-0000-4000-8000-000000000001',
  recipientName: 'Mom',
  medicationId: '00000000-0000-4000-8000-000000000002',
  medicationName: 'Insulin glargine',
  doseText: '10 units',
  scheduledFor: '2026-12-07T21:30',
  dueAt: '2026-12-08T03:30:00.000Z',
};

describe('what members read about doses and refills', () => {
  it('writes a reminder’s time in the member’s zone', () => {
    const notice = doseReminderNotice({
      ...moment,
      userId: '00000000-0000-4000-8000-000000000003',
      timeZone: 'America/New_York',
    });
    expect(notice.title).toBe('Time for Mom’s Insulin glargine');
    expect(notice.message).toContain('is due at 10:30 PM.');
  });

  it('writes the missed dose in English and in Spanish', () => {
    const event = {
      ...moment,
      missedAfterMinutes: 60,
      memberUserIds: [],
      timeZone: 'America/Chicago',
    };
    expect(doseMissedNotice(event).title).toBe('Mom’s 9:30 PM Insulin glargine was not logged');
    expect(doseMissedNotice(event, 'es-US').title).toBe(
      'Nadie anotó la dosis de las 9:30 p.m. de Mom: Insulin glargine',
    );
  });

  it('gives one o’clock its own article in Spanish: "la 1:05", not "las 1:05"', () => {
    const atOne = {
      ...moment,
      scheduledFor: '2026-12-07T13:05',
      dueAt: '2026-12-07T19:05:00.000Z',
    };
    const user = { userId: '00000000-0000-4000-8000-000000000003', timeZone: 'America/Chicago' };
    expect(doseReminderNotice({ ...atOne, ...user }, 'es-US').message).toContain(
      '(10 units) a la 1:05 p.m.',
    );
    const missed = doseMissedNotice(
      { ...atOne, missedAfterMinutes: 60, memberUserIds: [], timeZone: 'America/Chicago' },
      'es-US',
    );
    expect(missed.title).toBe('Nadie anotó la dosis de la 1:05 p.m. de Mom: Insulin glargine');
    expect(missed.message).toContain('(10 units) de la 1:05 p.m.');
  });

  it('names the day to refill by and the pharmacy', () => {
    const notice = refillNotice({
      userId: '00000000-0000-4000-8000-000000000003',
      recipientId: moment.recipientId,
      recipientName: 'Mom',
      medicationId: moment.medicationId,
      medicationName: 'Metformin',
      pharmacy: 'Main Street Pharmacy',
      refillBy: '2026-12-11',
    });
    expect(notice.message).toBe(
      'Metformin should be refilled by Friday, December 11 (Main Street Pharmacy). Once it is, update the supply on hand in Tend.',
    );
  });
});
