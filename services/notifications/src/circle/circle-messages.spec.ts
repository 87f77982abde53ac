import { taskMoment, taskReminderNotice, updatesDigestNotice } from './circle-messages';

describe('circle notices', () => {
  it('says a task at one o’clock "a la 1:30" in Spanish, and "a las" at every other hour', () => {
    expect(taskMoment('2026-12-10T19:30:00.000Z', 'America/Chicago', 'es-US')).toBe(
      'el jueves, 10 de diciembre a la 1:30 p.m. CST',
    );
    expect(taskMoment('2026-12-10T21:30:00.000Z', 'America/Chicago', 'es-US')).toBe(
      'el jueves, 10 de diciembre a las 3:30 p.m. CST',
    );
  });

  it('writes an occurrence in the member’s own zone', () => {
    expect(taskMoment('2026-12-10T15:30:00.000Z', 'America/Chicago')).toBe(
      'Thursday, December 10 at 9:30 AM CST',
    );
    expect(taskMoment('2026-12-10T15:30:00.000Z', 'America/New_York')).toBe(
      'Thursday, December 10 at 10:30 AM EST',
    );
  });

  it.each([
    ['day-before', 'Tomorrow: Drive Dad to neurology'],
    ['hour-before', 'In an hour: Drive Dad to neurology'],
  ] as const)('titles a %s reminder “%s”', (when, title) =>
    expect(
      taskReminderNotice({
        when,
        title: 'Drive Dad to neurology',
        recipientName: 'Dad',
        startsAt: '2026-12-10T15:30:00.000Z',
        timeZone: 'America/Chicago',
        place: null,
      }),
    ).toEqual({
      type: 'reminder',
      title,
      message: 'You have “Drive Dad to neurology” for Dad on Thursday, December 10 at 9:30 AM CST.',
    }),
  );

  it.each([
    [['Ana'], 1, 'Ana posted an update about how Dad is doing.'],
    [['Ana', 'Ana'], 2, 'Ana posted 2 updates about how Dad is doing.'],
    [['Ana', 'Luis', 'Ana'], 3, 'Ana and Luis posted 3 updates about how Dad is doing.'],
    [
      ['Ana', 'Luis', 'Rosa', 'Tom'],
      4,
      'Ana, Luis and 2 more posted 4 updates about how Dad is doing.',
    ],
  ])('sums up %p', (authors, count, message) =>
    expect(updatesDigestNotice('Dad', authors, count).message).toBe(message),
  );

  it.each([
    [['Ana', 'Ana'], 2, 'Ana compartió 2 noticias sobre cómo está Papá.'],
    [['Ana', 'Luis', 'Ana'], 3, 'Ana y Luis compartieron 3 noticias sobre cómo está Papá.'],
  ])('sums up %p in Spanish, the verb agreeing with the writers', (authors, count, message) =>
    expect(updatesDigestNotice('Papá', authors, count, 'es-US').message).toBe(message),
  );
});
