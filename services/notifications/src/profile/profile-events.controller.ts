import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import {
  CommunicationSettingsChanged,
  EmailUnsubscribed,
  OnboardingCompleted,
  type EventPayload,
} from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { AccountNotices } from '../inbox/account-notices';
import { InboxLinks } from '../inbox/inbox-links';
import { InboxRepository } from '../inbox/inbox.repository';
import { RecipientsRepository } from '../recipients/recipients.repository';

/** What care-profile tells notifications: what each person agreed to receive, and their progress. */
@Controller()
export class ProfileEventsController {
  constructor(
    private readonly recipients: RecipientsRepository,
    private readonly inbox: InboxRepository,
  ) {}

  /**
   * Settings are the caregiver's latest word: turning an e-mail kind back on also lifts an earlier
   * unsubscribe of it for their address.
   */
  @EventPattern(CommunicationSettingsChanged.name)
  async settingsChanged(
    @Payload() event: EventPayload<typeof CommunicationSettingsChanged>,
    @Ctx() ctx: EventContext,
  ) {
    await this.recipients.setPreferences(ctx.tx, event.userId, {
      emailNotifications: event.emailNotifications,
      tipNotifications: event.tipNotifications,
    });
    const recipient = await this.recipients.find(event.userId, ctx.tx);
    if (!recipient) return;
    const lifted = [
      ...(event.emailNotifications ? (['all', 'updates'] as const) : []),
      ...(event.emailNotifications && event.tipNotifications ? (['tips'] as const) : []),
    ];
    await this.recipients.unsuppress(ctx.tx, recipient.email, lifted);
  }

  /** Kept per address, so it holds for someone with no account, or before their account exists. */
  @EventPattern(EmailUnsubscribed.name)
  async unsubscribed(
    @Payload() event: EventPayload<typeof EmailUnsubscribed>,
    @Ctx() ctx: EventContext,
  ) {
    await this.recipients.suppress(ctx.tx, event.email, event.scope);
  }

  @EventPattern(OnboardingCompleted.name)
  async onboarded(
    @Payload() event: EventPayload<typeof OnboardingCompleted>,
    @Ctx() ctx: EventContext,
  ) {
    await this.inbox.add(ctx.tx, {
      userId: event.userId,
      ...AccountNotices.profileSetUp,
      dedupeKey: `${ctx.eventId}.onboarded`,
      link: InboxLinks.profile,
    });
  }
}
