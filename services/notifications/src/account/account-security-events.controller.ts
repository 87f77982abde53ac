import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import {
  NewDeviceSignedIn,
  PasswordChanged,
  PasswordResetRequested,
  type EventPayload,
} from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { EmailRequests } from '../email/email-requests';

/** The device as the e-mail words it: its facts, or the English words of an event raised before. */
function deviceData({
  seenAs,
  device,
  browser,
}: EventPayload<typeof NewDeviceSignedIn>): Record<string, string> {
  if (seenAs) return { seenAs: JSON.stringify(seenAs) };
  return { device: device ?? 'Unknown device', browser: browser ?? 'Unknown browser' };
}

/**
 * The account's security e-mails: the reset link, and the notices of a changed password and of a
 * new device. All transactional: settings and unsubscribes never stop them.
 */
@Controller()
export class AccountSecurityEventsController {
  constructor(private readonly emails: EmailRequests) {}

  @EventPattern(PasswordResetRequested.name)
  async resetRequested(
    @Payload() event: EventPayload<typeof PasswordResetRequested>,
    @Ctx() ctx: EventContext,
  ) {
    await this.emails.request(ctx.tx, {
      dedupeKey: `${ctx.eventId}.password-reset`,
      userId: event.userId,
      recipient: event.email,
      template: 'password-reset',
      category: 'transactional',
      data: { firstName: event.firstName, resetUrl: event.resetUrl },
    });
  }

  @EventPattern(PasswordChanged.name)
  async passwordChanged(
    @Payload() event: EventPayload<typeof PasswordChanged>,
    @Ctx() ctx: EventContext,
  ) {
    await this.emails.request(ctx.tx, {
      dedupeKey: `${ctx.eventId}.password-changed`,
      userId: event.userId,
      recipient: event.email,
      template: 'password-changed',
      category: 'transactional',
      data: { firstName: event.firstName, how: event.how },
    });
  }

  @EventPattern(NewDeviceSignedIn.name)
  async newDevice(
    @Payload() event: EventPayload<typeof NewDeviceSignedIn>,
    @Ctx() ctx: EventContext,
  ) {
    await this.emails.request(ctx.tx, {
      dedupeKey: `${ctx.eventId}.new-device`,
      userId: event.userId,
      recipient: event.email,
      template: 'new-device-signin',
      category: 'transactional',
      data: { firstName: event.firstName, ...deviceData(event) },
    });
  }
}
