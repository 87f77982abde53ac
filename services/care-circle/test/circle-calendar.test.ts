import ICAL from 'ical.js';
import type { RouteBody } from '@tend/contracts';
import { signUp, TestStack, type SignedUpCaregiver, circleServices } from '@tend/test-stack';

/** The feed as a calendar application reads it: its events, with the time zones it carries. */
function parseFeed(text: string) {
  // ical.js types its parse result as any: a jCal array, which Component reads.
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

/** The first `n` starts of an event, as instants, with its exceptions left out. */
function firstStarts(event: ICAL.Event, n: number): string[] {
  const iterator = event.iterator();
  const starts: string[] = [];
  for (let next = iterator.next(); next && starts.length < n; next = iterator.next())
    starts.push(next.toJSDate().toISOString());
  return starts;
}

describe('a member’s private calendar feed', () => {
  let stack: TestStack;
  let owner: SignedUpCaregiver;
  let helper: SignedUpCaregiver;
  let recipientId: string;
  let rideId: string;
  const feedPath = (url: string) => new URL(url).pathname;

  beforeAll(async () => {
    stack = await TestStack.start(circleServices);
    [owner, helper] = await Promise.all([signUp(stack, 'Ana'), signUp(stack, 'Sam')]);
    recipientId = (
      await stack.call('createRecipient', {
        token: owner.token,
        body: { name: 'Dad', relationship: 'parent', conditions: ['dementia'] },
      })
    ).id;
    const inCircle = { token: owner.token, params: { id: recipientId } };
    await stack.call('updateCircle', { ...inCircle, body: { timeZone: 'America/Chicago' } });
    const { token } = await stack.call('createInvitation', {
      ...inCircle,
      body: { role: 'helper' },
    });
    await stack.call('acceptInvitation', { token: helper.token, params: { token } });
    const weekly: RouteBody<'createTask'> = {
      kind: 'ride',
      title: 'Drive Dad to neurology',
      startsAt: '2026-10-22T09:30',
      durationMinutes: 90,
      place: 'Northwestern Memorial',
      recurrence: { frequency: 'weekly', weekdays: ['TH'], count: 4 },
      assigneeUserId: helper.userId,
    };
    const ride = await stack.call('createTask', { ...inCircle, body: weekly });
    rideId = ride.id;
    await stack.call('cancelTaskOccurrence', {
      ...inCircle,
      params: { id: recipientId, taskId: ride.id },
      body: { occurrence: '2026-10-29T09:30' },
    });
    await stack.call('createTask', {
      ...inCircle,
      body: { kind: 'meal', title: 'Bring soup', startsAt: '2026-11-03T18:00' },
    });
  }, 60_000);
  afterAll(async () => stack?.stop());

  it('is an iCalendar feed of the circle’s tasks in its time zone, with recurrence and a cancelled occurrence', async () => {
    const { url } = await stack.call('createCalendarFeed', {
      token: helper.token,
      params: { id: recipientId },
    });
    // A calendar application sends no cookie and no token: the address is the credential.
    const response = await stack.api<string>('GET', feedPath(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const { events } = parseFeed(response.body);
    const ride = events.find((event) => event.summary === 'Drive Dad to neurology');
    const meal = events.find((event) => event.summary === 'Bring soup');
    expect(ride?.startDate.zone.tzid).toBe('America/Chicago');
    expect(ride?.location).toBe('Northwestern Memorial');
    expect(ride?.description).toContain('Sam has it.');
    expect(ride?.isRecurring()).toBe(true);
    // Chicago leaves daylight time on 1 November: 09:30 is 14:30Z before, 15:30Z after; the 29th is off.
    expect(ride && firstStarts(ride, 4)).toEqual([
      '2026-10-22T14:30:00.000Z',
      '2026-11-05T15:30:00.000Z',
      '2026-11-12T15:30:00.000Z',
    ]);
    expect(meal?.startDate.toJSDate().toISOString()).toBe('2026-11-04T00:00:00.000Z');
    expect(meal?.description).toBe('Open: anyone can take it.');
    // The ride changed once since it was made (a date called off), the meal never: a calendar
    // replaces its copy of an event only for a higher SEQUENCE.
    expect([ride?.sequence, meal?.sequence]).toEqual([1, 0]);
    expect(ride?.component.getFirstPropertyValue('last-modified')).toBeTruthy();
  });

  it('lists a restored date again, with no exception left for it', async () => {
    const { url } = await stack.call('createCalendarFeed', {
      token: helper.token,
      params: { id: recipientId },
    });
    await stack.call('restoreTaskOccurrence', {
      token: owner.token,
      params: { id: recipientId, taskId: rideId, occurrence: '2026-10-29T09:30' },
    });
    const response = await stack.api<string>('GET', feedPath(url));
    expect(response.body).not.toContain('EXDATE');
    const ride = parseFeed(response.body).events.find(
      (event) => event.summary === 'Drive Dad to neurology',
    );
    expect(ride?.sequence).toBe(2);
    expect(ride && firstStarts(ride, 5)).toEqual([
      '2026-10-22T14:30:00.000Z',
      '2026-10-29T14:30:00.000Z',
      '2026-11-05T15:30:00.000Z',
      '2026-11-12T15:30:00.000Z',
    ]);
  });

  it('stops answering once revoked, and a new address replaces the old one', async () => {
    const as = { token: helper.token, params: { id: recipientId } };
    const first = feedPath((await stack.call('createCalendarFeed', as)).url);
    const second = feedPath((await stack.call('createCalendarFeed', as)).url);
    expect((await stack.api('GET', first)).status).toBe(404);
    expect((await stack.api('GET', second)).status).toBe(200);
    await stack.call('revokeCalendarFeed', as);
    const revoked = await stack.api<{ message: string }>('GET', second);
    expect([revoked.status, revoked.body.message]).toEqual([
      404,
      'We could not find that calendar.',
    ]);
    expect((await stack.api('GET', '/api/calendar/not-a-feed')).status).toBe(404);
  });

  it('stops answering when its member leaves the circle', async () => {
    const as = { token: helper.token, params: { id: recipientId } };
    const path = feedPath((await stack.call('createCalendarFeed', as)).url);
    expect((await stack.api('GET', path)).status).toBe(200);
    await stack.call('removeMember', {
      token: helper.token,
      params: { id: recipientId, userId: helper.userId },
    });
    expect((await stack.api('GET', path)).status).toBe(404);
  });
});
