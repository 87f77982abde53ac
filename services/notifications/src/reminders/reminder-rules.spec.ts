import { assessmentReminderDue, checkInDue } from './reminder-rules';

const at = (iso: string) => new Date(iso);

describe('weekly check-in', () => {
  it.each([
    [
      { tipNotifications: true, createdAt: at('2026-11-01'), lastCheckInAt: null },
      at('2026-11-07T23:59:00Z'),
      false,
    ],
    [
      { tipNotifications: true, createdAt: at('2026-11-01'), lastCheckInAt: null },
      at('2026-11-08'),
      true,
    ],
    [
      { tipNotifications: false, createdAt: at('2026-01-01'), lastCheckInAt: null },
      at('2026-11-08'),
      false,
    ],
    [
      { tipNotifications: true, createdAt: at('2026-01-01'), lastCheckInAt: at('2026-11-05') },
      at('2026-11-08'),
      false,
    ],
    [
      { tipNotifications: true, createdAt: at('2026-01-01'), lastCheckInAt: at('2026-11-01') },
      at('2026-11-08'),
      true,
    ],
  ])('%p at %p → %p', (recipient, now, due) => expect(checkInDue(recipient, now)).toBe(due));
});

describe('assessment retake reminder', () => {
  it.each([
    [{ lastAssessmentAt: null, assessmentReminderFor: null }, at('2026-12-31'), false],
    [{ lastAssessmentAt: at('2026-11-01'), assessmentReminderFor: null }, at('2026-11-30'), false],
    [{ lastAssessmentAt: at('2026-11-01'), assessmentReminderFor: null }, at('2026-12-01'), true],
    [
      { lastAssessmentAt: at('2026-11-01'), assessmentReminderFor: at('2026-11-01') },
      at('2026-12-15'),
      false,
    ],
    [
      { lastAssessmentAt: at('2026-11-20'), assessmentReminderFor: at('2026-10-01') },
      at('2026-12-01'),
      false,
    ],
  ])('%p at %p → %p', (recipient, now, due) =>
    expect(assessmentReminderDue(recipient, now)).toBe(due),
  );
});
