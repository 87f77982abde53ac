import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { UserDeleted, UserRegistered, type EventPayload } from '@tend/contracts';
import { EventContext, SubjectErasure } from '@tend/platform';
import { EligibilityResultsRepository } from '../eligibility/eligibility-results.repository';
import { EligibilityService } from '../eligibility/eligibility.service';
import { ProfilesRepository } from '../profile/profiles.repository';
import { CareRecipientsRepository } from '../recipients/care-recipients.repository';
import { CommunicationSettingsRepository } from '../settings/communication-settings.repository';
import { EmailUnsubscribesRepository } from '../unsubscribe/email-unsubscribes.repository';

/**
 * Identity's account events: a profile with the agreements given at sign-up and default settings
 * (with the eligibility check the visitor made before), erasure at deletion.
 */
@Controller()
export class AccountEventsController {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly settings: CommunicationSettingsRepository,
    private readonly recipients: CareRecipientsRepository,
    private readonly eligibility: EligibilityResultsRepository,
    private readonly eligibilityChecks: EligibilityService,
    private readonly unsubscribes: EmailUnsubscribesRepository,
    private readonly erasure: SubjectErasure,
  ) {}

  @EventPattern(UserRegistered.name)
  async registered(
    @Payload() event: EventPayload<typeof UserRegistered>,
    @Ctx() ctx: EventContext,
  ) {
    await this.profiles.register(ctx.tx, {
      userId: event.userId,
      email: event.email,
      firstName: event.firstName,
      agreedToTermsAt: new Date(event.agreedToTermsAt),
      agreedToPrivacyAt: new Date(event.agreedToPrivacyAt),
      consentedToDataUsageAt: new Date(event.consentedToDataUsageAt),
    });
    await this.settings.ensure(ctx.tx, event.userId);
    if (event.eligibility)
      await this.eligibilityChecks.recordAtSignup(ctx.tx, event.userId, event.eligibility);
  }

  @EventPattern(UserDeleted.name)
  async deleted(@Payload() event: EventPayload<typeof UserDeleted>, @Ctx() ctx: EventContext) {
    await this.recipients.deleteAll(ctx.tx, event.userId);
    await this.eligibility.deleteAll(ctx.tx, event.userId);
    await this.settings.delete(ctx.tx, event.userId);
    await this.unsubscribes.deleteFor(ctx.tx, event.userId, event.email);
    await this.profiles.delete(ctx.tx, event.userId);
    await this.erasure.eraseAndConfirm(ctx.tx, event, 'care-profile');
  }
}
