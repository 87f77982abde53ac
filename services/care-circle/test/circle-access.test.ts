import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { RouteBody, RouteName } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { signUp, uploadUpdateFile, type SignedUpCaregiver, type TestStack } from '@tend/test-stack';
import { actors, startCircleOfRoles, type Actor } from './support/circle-of-roles';

/** A small photo, as a phone would send one. */
const photo = readFileSync(path.join(__dirname, 'data', 'garden.png'));

const weeklyTask = {
  kind: 'visit',
  title: 'Sit with Dad',
  startsAt: '2026-12-07T15:00',
  recurrence: { frequency: 'weekly', weekdays: ['MO'] },
} satisfies RouteBody<'createTask'>;

describe('who may do what in a care circle, through the gateway', () => {
  let stack: TestStack;
  let people: Record<Actor, SignedUpCaregiver>;
  let recipientId: string;
  let sharedTaskId: string;
  let sharedUpdateId: string;
  let sharedPhotoUpdateId: string;
  const circleDb = () => stack.service('care-circle').app.get<Database>(DATABASE);
  const as = (actor: Actor) => ({ token: people[actor].token });
  const inCircle = (actor: Actor) => ({ ...as(actor), params: { id: recipientId } });

  /** An invitation made by the owner; answers its token. */
  async function invitation(role: 'organizer' | 'family' | 'helper' = 'helper') {
    return stack.call('createInvitation', { ...inCircle('owner'), body: { role } });
  }
  async function ownerTask(body: RouteBody<'createTask'> = weeklyTask) {
    return stack.call('createTask', { ...inCircle('owner'), body });
  }

  beforeAll(async () => {
    ({ stack, people, recipientId } = await startCircleOfRoles({
      name: 'Dad',
      relationship: 'parent',
      conditions: ['mobility_issues'],
    }));
    sharedTaskId = (await ownerTask({ ...weeklyTask, assigneeUserId: people.helper.userId })).id;
    sharedUpdateId = (
      await stack.call('postUpdate', { ...inCircle('owner'), body: { text: 'Dad slept well.' } })
    ).id;
    const { body: uploaded } = await uploadUpdateFile(stack, {
      token: people.owner.token,
      recipientId,
      name: 'garden.png',
      bytes: photo,
    });
    sharedPhotoUpdateId = (
      await stack.call('postUpdate', {
        ...inCircle('owner'),
        body: { text: 'Dad in the garden.', fileId: String(uploaded.fileId) },
      })
    ).id;
  }, 60_000);
  afterAll(async () => stack?.stop());

  it('shows each member the circle with names and roles, and no e-mail address', async () => {
    const circle = await stack.call('getCircle', inCircle('helper'));
    expect(circle).toMatchObject({ recipientName: 'Dad', yourRole: 'helper' });
    expect(circle.members.map((m) => [m.name, m.role])).toEqual([
      ['Ana', 'owner'],
      ['Luis', 'organizer'],
      ['Rosa', 'family'],
      ['Sam', 'helper'],
    ]);
    expect(JSON.stringify(circle)).not.toContain('@example.com');
  });

  it('lists each person the circles she is in, with her role, and nobody the circles she left or never joined', async () => {
    const mine = (actor: Actor) => stack.call('listMyCircles', as(actor));
    expect(await mine('helper')).toEqual([
      { recipientId, recipientName: 'Dad', yourRole: 'helper' },
    ]);
    expect(await mine('organizer')).toEqual([
      { recipientId, recipientName: 'Dad', yourRole: 'organizer' },
    ]);
    expect(await mine('stranger')).toEqual([]);
    expect(await mine('removed')).toEqual([]);
    expect(await stack.callStatus('listMyCircles', { token: '' })).toBe(401);
  });

  it('tells the other members of a new update, in their inbox (before the rows below post more)', async () => {
    const titles = async (actor: Actor) =>
      (await stack.call('listNotifications', as(actor))).items.map((notice) => notice.title);
    await eventually(async () => (await titles('helper')).includes('New update about Dad'));
    expect(await titles('owner')).not.toContain('New update about Dad');
    expect(await titles('stranger')).not.toContain('New update about Dad');
  });

  /**
   * Each route, as each actor: the status it answers. Calls that change something act on a thing
   * of their own (a fresh task, invitation or update), so the rows do not depend on each other.
   */
  const matrix: [RouteName, (actor: Actor) => Promise<number>, number[]][] = [
    [
      'getCircle',
      (a) => stack.callStatus('getCircle', inCircle(a)),
      [200, 200, 200, 200, 404, 404],
    ],
    [
      'updateCircle',
      (a) =>
        stack.callStatus('updateCircle', { ...inCircle(a), body: { timeZone: 'America/Chicago' } }),
      [200, 403, 403, 403, 404, 404],
    ],
    [
      // Each member's own settings: anyone in the circle, for themself only.
      'updateMyCircleSettings',
      (a) =>
        stack.callStatus('updateMyCircleSettings', {
          ...inCircle(a),
          body: { updateNotices: 'each' },
        }),
      [200, 200, 200, 200, 404, 404],
    ],
    [
      'changeMemberRole',
      (a) =>
        stack.callStatus('changeMemberRole', {
          ...as(a),
          params: { id: recipientId, userId: people.helper.userId },
          body: { role: 'helper' },
        }),
      [200, 403, 403, 403, 404, 404],
    ],
    [
      // The owner cannot remove themself (409); the owner removing a member is in beforeAll.
      'removeMember',
      (a) =>
        stack.callStatus('removeMember', {
          ...as(a),
          params: { id: recipientId, userId: people.owner.userId },
        }),
      [409, 403, 403, 403, 404, 404],
    ],
    [
      // The owner handing over is its own test below.
      'transferOwnership',
      (a) =>
        a === 'owner'
          ? Promise.resolve(200)
          : stack.callStatus('transferOwnership', {
              ...inCircle(a),
              body: { newOwnerUserId: people.family.userId },
            }),
      [200, 403, 403, 403, 404, 404],
    ],
    [
      'createInvitation',
      (a) => stack.callStatus('createInvitation', { ...inCircle(a), body: { role: 'helper' } }),
      [201, 201, 403, 403, 404, 404],
    ],
    [
      'listInvitations',
      (a) => stack.callStatus('listInvitations', inCircle(a)),
      [200, 200, 403, 403, 404, 404],
    ],
    [
      'revokeInvitation',
      async (a) =>
        stack.callStatus('revokeInvitation', {
          ...as(a),
          params: { id: recipientId, invitationId: (await invitation()).id },
        }),
      [200, 200, 403, 403, 404, 404],
    ],
    [
      'listTasks',
      (a) => stack.callStatus('listTasks', inCircle(a)),
      [200, 200, 200, 200, 404, 404],
    ],
    [
      'createTask',
      (a) => stack.callStatus('createTask', { ...inCircle(a), body: weeklyTask }),
      [201, 201, 403, 403, 404, 404],
    ],
    [
      'updateTask',
      (a) =>
        stack.callStatus('updateTask', {
          ...as(a),
          params: { id: recipientId, taskId: sharedTaskId },
          body: { place: 'Home' },
        }),
      [200, 200, 403, 403, 404, 404],
    ],
    [
      'deleteTask',
      async (a) =>
        stack.callStatus('deleteTask', {
          ...as(a),
          params: { id: recipientId, taskId: (await ownerTask()).id },
        }),
      [200, 200, 403, 403, 404, 404],
    ],
    [
      'takeTask',
      async (a) =>
        stack.callStatus('takeTask', {
          ...as(a),
          params: { id: recipientId, taskId: (await ownerTask()).id },
        }),
      [200, 200, 200, 200, 404, 404],
    ],
    [
      'releaseTask',
      async (a) => {
        const assignee = a === 'stranger' || a === 'removed' ? 'helper' : a;
        const task = await ownerTask({ ...weeklyTask, assigneeUserId: people[assignee].userId });
        return stack.callStatus('releaseTask', {
          ...as(a),
          params: { id: recipientId, taskId: task.id },
        });
      },
      [200, 200, 200, 200, 404, 404],
    ],
    [
      // The helper has this task: they may mark it done, family may not.
      'markTaskDone',
      (a) =>
        stack.callStatus('markTaskDone', {
          ...as(a),
          params: { id: recipientId, taskId: sharedTaskId },
          body: { done: false },
        }),
      [200, 200, 403, 200, 404, 404],
    ],
    [
      'cancelTaskOccurrence',
      async (a) =>
        stack.callStatus('cancelTaskOccurrence', {
          ...as(a),
          params: { id: recipientId, taskId: (await ownerTask()).id },
          body: { occurrence: '2026-12-14T15:00' },
        }),
      [200, 200, 403, 403, 404, 404],
    ],
    [
      // Whoever may cancel a date may restore it: a date the owner called off.
      'restoreTaskOccurrence',
      async (a) => {
        const task = await ownerTask();
        const params = { id: recipientId, taskId: task.id };
        const occurrence = '2026-12-14T15:00';
        await stack.call('cancelTaskOccurrence', { ...as('owner'), params, body: { occurrence } });
        return stack.callStatus('restoreTaskOccurrence', {
          ...as(a),
          params: { ...params, occurrence },
        });
      },
      [200, 200, 403, 403, 404, 404],
    ],
    [
      'listUpdates',
      (a) => stack.callStatus('listUpdates', inCircle(a)),
      [200, 200, 200, 200, 404, 404],
    ],
    [
      'postUpdate',
      (a) => stack.callStatus('postUpdate', { ...inCircle(a), body: { text: 'A good day.' } }),
      [201, 201, 201, 403, 404, 404],
    ],
    [
      // Removed by its author or the owner only (the owner wrote these).
      'deleteUpdate',
      async (a) => {
        const update = await stack.call('postUpdate', {
          ...inCircle('owner'),
          body: { text: 'To be removed.' },
        });
        return stack.callStatus('deleteUpdate', {
          ...as(a),
          params: { id: recipientId, updateId: update.id },
        });
      },
      [200, 403, 403, 403, 404, 404],
    ],
    [
      // Family and up add a photo to their next post; helpers do not post.
      'uploadUpdateFile',
      async (a) =>
        (
          await uploadUpdateFile(stack, {
            token: people[a].token,
            recipientId,
            name: 'garden.png',
            bytes: photo,
          })
        ).status,
      [201, 201, 201, 403, 404, 404],
    ],
    [
      // Every member sees an update's photo, helpers too: they read updates.
      'downloadUpdateFile',
      (a) =>
        stack.callStatus('downloadUpdateFile', {
          ...as(a),
          params: { id: recipientId, updateId: sharedPhotoUpdateId },
        }),
      [200, 200, 200, 200, 404, 404],
    ],
    [
      'commentOnUpdate',
      (a) =>
        stack.callStatus('commentOnUpdate', {
          ...as(a),
          params: { id: recipientId, updateId: sharedUpdateId },
          body: { text: 'So glad.' },
        }),
      [201, 201, 201, 201, 404, 404],
    ],
    [
      'heartUpdate',
      (a) =>
        stack.callStatus('heartUpdate', {
          ...as(a),
          params: { id: recipientId, updateId: sharedUpdateId },
        }),
      [200, 200, 200, 200, 404, 404],
    ],
    [
      'unheartUpdate',
      (a) =>
        stack.callStatus('unheartUpdate', {
          ...as(a),
          params: { id: recipientId, updateId: sharedUpdateId },
        }),
      [200, 200, 200, 200, 404, 404],
    ],
    [
      'createCalendarFeed',
      (a) => stack.callStatus('createCalendarFeed', inCircle(a)),
      [201, 201, 201, 201, 404, 404],
    ],
    [
      'revokeCalendarFeed',
      (a) => stack.callStatus('revokeCalendarFeed', inCircle(a)),
      [200, 200, 200, 200, 404, 404],
    ],
  ];

  it.each(matrix)(
    '%s: owner, organizer, family, helper, stranger, removed',
    async (_, call, expected) => {
      const statuses: number[] = [];
      for (const actor of actors) statuses.push(await call(actor));
      expect(statuses).toEqual(expected);
    },
  );

  it('refuses a role with a sentence, and names nothing of a circle one is not in', async () => {
    const refused = await stack.callExpectingError('postUpdate', {
      ...inCircle('helper'),
      body: { text: 'Hello' },
    });
    expect(refused.body.message).toBe(
      'Helpers read updates; family, organizers and the owner post them.',
    );
    const unknown = await stack.callExpectingError('getCircle', inCircle('stranger'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('We could not find that care circle.');
    expect(
      await stack.callStatus('getCircle', { ...as('owner'), params: { id: 'not-an-id' } }),
    ).toBe(404);
    expect(
      await stack.callStatus('getCircle', { ...as('owner'), params: { id: randomUUID() } }),
    ).toBe(404);
    expect(await stack.callStatus('getCircle', { params: { id: recipientId } })).toBe(401);
  });

  it.each([
    ['a date that does not exist', { ...weeklyTask, startsAt: '2026-02-30T10:00' }],
    ['an unknown kind', { ...weeklyTask, kind: 'party' }],
    [
      'days of the week on a daily task',
      { ...weeklyTask, recurrence: { frequency: 'daily', weekdays: ['MO'] } },
    ],
    ['a stranger as the assignee', { ...weeklyTask, assigneeUserId: randomUUID() }],
  ])('answers bad input (%s) with a 400 and a sentence', async (_, body) => {
    const refused = await stack.callExpectingError('createTask', {
      ...inCircle('owner'),
      body: body as RouteBody<'createTask'>,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^[A-Z].+\.$/);
  });

  describe('invitation links', () => {
    it('shows who invites, for whom and as what, to anyone with the link', async () => {
      const { token } = await invitation('family');
      expect(await stack.call('viewInvitation', { params: { token } })).toMatchObject({
        recipientName: 'Dad',
        inviterName: 'Ana',
        role: 'family',
      });
      expect(await stack.callStatus('viewInvitation', { params: { token: 'nothing-here' } })).toBe(
        404,
      );
    });

    it('works once: a used link answers 410, and a member cannot join twice', async () => {
      const { token } = await invitation();
      expect(
        await stack.callStatus('acceptInvitation', { ...as('helper'), params: { token } }),
      ).toBe(409);
      expect(
        await stack.callStatus('declineInvitation', { ...as('stranger'), params: { token } }),
      ).toBe(200);
      for (const route of ['viewInvitation', 'acceptInvitation', 'declineInvitation'] as const) {
        const used = await stack.callExpectingError(route, {
          ...as('stranger'),
          params: { token },
        });
        expect([used.status, used.body.message]).toEqual([
          410,
          'This invitation has already been used.',
        ]);
      }
    });

    it('stops working after 7 days, and once revoked', async () => {
      const expired = await invitation();
      await circleDb().execute(
        sql`update invitations set expires_at = now() - interval '1 minute' where id = ${expired.id}`,
      );
      const late = await stack.callExpectingError('acceptInvitation', {
        ...as('stranger'),
        params: { token: expired.token },
      });
      expect([late.status, late.body.message]).toEqual([
        410,
        'This invitation has expired. Please ask for a new one.',
      ]);
      const revoked = await invitation();
      await stack.call('revokeInvitation', {
        ...as('owner'),
        params: { id: recipientId, invitationId: revoked.id },
      });
      expect(
        await stack.callStatus('acceptInvitation', {
          ...as('stranger'),
          params: { token: revoked.token },
        }),
      ).toBe(410);
      const pending = await stack.call('listInvitations', inCircle('owner'));
      expect(pending.find((i) => i.id === expired.id)?.status).toBe('expired');
      expect(pending.find((i) => i.id === revoked.id)?.status).toBe('revoked');
    });

    it('keeps only a hash of each token', async () => {
      const { token } = await invitation();
      const rows = await circleDb().execute(sql`select token_hash from invitations`);
      expect(JSON.stringify(rows.rows)).not.toContain(token);
    });

    it('e-mails an invitation naming who invited and for whom, never health information', async () => {
      const email = `sister.${randomUUID().slice(0, 8)}@example.com`;
      await stack.call('createInvitation', {
        ...inCircle('owner'),
        body: { email, role: 'family' },
      });
      const mail = await stack.mail.waitFor((m) => m.to.includes(email), 15_000);
      expect(mail.subject).toBe('Ana invited you to Dad’s care circle on Tend');
      expect(mail.text).not.toMatch(/mobility/i);
      const link = mail.links.find((href) => href.includes('/invitations/'));
      const token = new URL(link ?? 'http://x/').pathname.split('/').pop() ?? '';
      expect(await stack.call('viewInvitation', { params: { token } })).toMatchObject({
        role: 'family',
      });
    });

    it('shows an address typed for an invitation only until it is answered: then it is a member’s own', async () => {
      const cousin = await signUp(stack, 'Cosima');
      const sent = await stack.call('createInvitation', {
        ...inCircle('owner'),
        body: { email: cousin.email, role: 'family' },
      });
      const addressOf = async () =>
        (await stack.call('listInvitations', inCircle('owner'))).find((i) => i.id === sent.id)
          ?.email;
      expect(await addressOf()).toBe(cousin.email.toLowerCase());
      await stack.call('acceptInvitation', { token: cousin.token, params: { token: sent.token } });
      expect(await addressOf()).toBeNull();
      await stack.call('removeMember', {
        ...inCircle('owner'),
        params: { id: recipientId, userId: cousin.userId },
      });
    });
  });

  describe('tasks', () => {
    it('goes to one volunteer of two, and back to open when they cannot anymore', async () => {
      const task = await ownerTask({ ...weeklyTask, recurrence: null });
      const params = { id: recipientId, taskId: task.id };
      const [first, second] = await Promise.all([
        stack.callStatus('takeTask', { ...as('family'), params }),
        stack.callStatus('takeTask', { ...as('helper'), params }),
      ]);
      expect([first, second].sort()).toEqual([200, 409]);
      const holder = first === 200 ? 'family' : 'helper';
      const other = holder === 'family' ? 'helper' : 'family';
      expect(await stack.callStatus('releaseTask', { ...as(other), params })).toBe(409);
      const released = await stack.call('releaseTask', { ...as(holder), params });
      expect(released.assignee).toBeNull();
    });

    it('lists occurrences in the asked days, in the circle’s zone, without the cancelled one', async () => {
      await stack.call('updateCircle', {
        ...inCircle('owner'),
        body: { timeZone: 'America/Chicago' },
      });
      const task = await ownerTask({ ...weeklyTask, title: 'Chicago visit' });
      await stack.call('cancelTaskOccurrence', {
        ...as('organizer'),
        params: { id: recipientId, taskId: task.id },
        body: { occurrence: '2026-12-14T15:00' },
      });
      const listed = await stack.call('listTasks', {
        ...inCircle('helper'),
        query: { from: '2026-12-01', to: '2026-12-31' },
      });
      expect(listed.find((t) => t.id === task.id)?.occurrences).toEqual([
        '2026-12-07T21:00:00.000Z',
        '2026-12-21T21:00:00.000Z',
        '2026-12-28T21:00:00.000Z',
      ]);
      const tooLong = await stack.callExpectingError('listTasks', {
        ...inCircle('helper'),
        query: { from: '2026-01-01', to: '2026-12-31' },
      });
      expect(tooLong.body.message).toBe('Ask for at most 92 days of tasks at a time.');
    });

    it('puts a cancelled date back for everyone, and refuses a date the task never had', async () => {
      const task = await ownerTask({ ...weeklyTask, title: 'Monday visit' });
      const params = { id: recipientId, taskId: task.id };
      const december = { from: '2026-12-01', to: '2026-12-31' };
      const listedFor = async (actor: Actor) =>
        (await stack.call('listTasks', { ...inCircle(actor), query: december })).find(
          (t) => t.id === task.id,
        );
      const cancelled = await stack.call('cancelTaskOccurrence', {
        ...as('owner'),
        params,
        body: { occurrence: '2026-12-14T15:00' },
      });
      expect(cancelled.cancelled).toEqual(['2026-12-14T15:00']);
      expect((await listedFor('helper'))?.occurrences).toHaveLength(3);
      expect((await listedFor('owner'))?.cancelledOccurrences).toHaveLength(1);

      const restored = await stack.call('restoreTaskOccurrence', {
        ...as('organizer'),
        params: { ...params, occurrence: '2026-12-14T15:00' },
      });
      expect(restored.cancelled).toEqual([]);
      const helperSees = await listedFor('helper');
      expect(helperSees?.occurrences).toHaveLength(4);
      expect(helperSees?.cancelledOccurrences).toEqual([]);
      // Restoring it again changes nothing; a Tuesday is no date of a Monday visit.
      expect(
        await stack.callStatus('restoreTaskOccurrence', {
          ...as('owner'),
          params: { ...params, occurrence: '2026-12-14T15:00' },
        }),
      ).toBe(200);
      const never = await stack.callExpectingError('restoreTaskOccurrence', {
        ...as('owner'),
        params: { ...params, occurrence: '2026-12-15T15:00' },
      });
      expect([never.status, never.body.message]).toEqual([
        400,
        'This task does not happen at that date and time.',
      ]);
    });

    it('keeps listing a task whose only date in the range is cancelled, so it can be restored', async () => {
      const task = await ownerTask({
        ...weeklyTask,
        title: 'Monthly haircut',
        recurrence: { frequency: 'monthly' },
      });
      await stack.call('cancelTaskOccurrence', {
        ...as('owner'),
        params: { id: recipientId, taskId: task.id },
        body: { occurrence: '2026-12-07T15:00' },
      });
      const listed = await stack.call('listTasks', {
        ...inCircle('owner'),
        query: { from: '2026-12-01', to: '2026-12-31' },
      });
      expect(listed.find((t) => t.id === task.id)).toMatchObject({
        occurrences: [],
        cancelledOccurrences: ['2026-12-07T21:00:00.000Z'],
      });
    });
  });

  it('hands ownership to family; the old owner stays as an organizer', async () => {
    expect(
      await stack.callStatus('transferOwnership', {
        ...inCircle('owner'),
        body: { newOwnerUserId: people.helper.userId },
      }),
    ).toBe(409);
    const circle = await stack.call('transferOwnership', {
      ...inCircle('owner'),
      body: { newOwnerUserId: people.family.userId },
    });
    expect(circle.members.find((m) => m.userId === people.family.userId)?.role).toBe('owner');
    expect(circle.yourRole).toBe('organizer');
    expect(
      await stack.callStatus('updateCircle', {
        ...inCircle('owner'),
        body: { timeZone: 'America/Denver' },
      }),
    ).toBe(403);
    expect(
      await stack.callStatus('updateCircle', {
        ...inCircle('family'),
        body: { timeZone: 'America/Denver' },
      }),
    ).toBe(200);
  });
});
