import { z } from 'zod';
import { defineEvent } from '../messaging/define';
import { IsoTimestamp, UserId } from '../common/primitives';
import { ServiceNames } from '../services';

/** Asks every service for its part of a person's data copy. */
export const DataExportRequested = defineEvent(
  'identity.data-export.requested',
  z.object({ exportId: z.uuid(), userId: UserId, requestedAt: IsoTimestamp }),
);

/**
 * One service's part, carried in the event itself: text only (attachments by name, never their
 * bytes), so a part stays well within what a message and an outbox row hold comfortably.
 */
export const DataExportPartReady = defineEvent(
  'account.data-export.part-ready',
  z.object({
    exportId: z.uuid(),
    userId: UserId,
    service: z.enum(ServiceNames),
    part: z.record(z.string(), z.unknown()),
  }),
);

/** The copy is assembled: the person is told in the app and by e-mail. */
export const DataExportReady = defineEvent(
  'identity.data-export.ready',
  z.object({ exportId: z.uuid(), userId: UserId, readyAt: IsoTimestamp, expiresAt: IsoTimestamp }),
);
