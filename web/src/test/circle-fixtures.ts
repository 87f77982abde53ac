import type { Circle, CircleRole, Task } from '@tend/contracts';
import { aUser } from './factories';

export const recipientId = '3b2f6c1e-8a4d-4f0e-9c1b-2a3d4e5f6a7b';
export const you = aUser();
export const brother = { userId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Luis Rivera' };

/** Dad's circle as a member of `role` sees it. */
export function aCircle(role: CircleRole): Circle {
  return {
    recipientId,
    recipientName: 'Dad',
    timeZone: 'America/Chicago',
    yourRole: role,
    yourSettings: { timeZone: 'America/New_York', updateNotices: 'each', doseReminders: true },
    members: [
      { userId: you.id, name: 'Dana Rivera', role, joinedAt: '2026-11-01T12:00:00.000Z' },
      {
        ...brother,
        role: role === 'owner' ? 'family' : 'owner',
        joinedAt: '2026-11-02T12:00:00.000Z',
      },
    ],
  };
}

export function aTask(overrides: Partial<Task> = {}): Task {
  return {
    id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    kind: 'ride',
    title: 'Drive Dad to neurology',
    startsAt: '2026-12-03T14:30',
    timeZone: 'America/Chicago',
    durationMinutes: 60,
    place: 'Lakeside Clinic',
    notes: null,
    recurrence: null,
    cancelled: [],
    assignee: null,
    done: false,
    occurrences: ['2026-12-03T20:30:00.000Z'],
    ...overrides,
  };
}
