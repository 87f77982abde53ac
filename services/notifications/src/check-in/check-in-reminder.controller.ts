import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CHECK_IN_REMINDER_DAYS,
  NotificationsRpc,
  type CheckInReminder,
  type RpcPayload,
} from '@tend/contracts';
import { DomainError } from '@tend/platform';
import { RecipientsRepository } from '../recipients/recipients.repository';

const day = 24 * 3600 * 1000;

/**
 * The reminder to check in again that a caregiver asks for from her results: kept on her
 * recipient row, sent by the reminders sweep when it is due (see reminders.service.ts).
 */
@Controller()
export class CheckInReminderController {
  constructor(private readonly recipients: RecipientsRepository) {}

  @MessagePattern(NotificationsRpc.getCheckInReminder.pattern)
  async get(
    @Payload() { userId }: RpcPayload<typeof NotificationsRpc.getCheckInReminder>,
  ): Promise<CheckInReminder> {
    const recipient = await this.recipients.find(userId);
    return { remindAt: recipient?.checkInReminderAt?.toISOString() ?? null };
  }

  @MessagePattern(NotificationsRpc.askCheckInReminder.pattern)
  async ask(
    @Payload() { userId }: RpcPayload<typeof NotificationsRpc.askCheckInReminder>,
  ): Promise<CheckInReminder> {
    const now = new Date();
    const remindAt = new Date(now.getTime() + CHECK_IN_REMINDER_DAYS * day);
    if (!(await this.recipients.askCheckInReminder(userId, now, remindAt)))
      // Her account has not reached notifications yet (a moment after sign-up): she may ask again.
      throw DomainError.conflict('We could not set your reminder just now. Please try again.');
    return { remindAt: remindAt.toISOString() };
  }
}
