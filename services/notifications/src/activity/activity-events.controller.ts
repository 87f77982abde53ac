import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { AssessmentCompleted, CrawlFinished, type EventPayload } from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { InboxLinks } from '../inbox/inbox-links';
import { InboxRepository } from '../inbox/inbox.repository';
import { noticeInEveryLanguage } from '../inbox/localized-notice';
import { RecipientsRepository } from '../recipients/recipients.repository';
import { checkInResultNotice } from '../check-in/check-in-notices';
import { crawlNotice } from './activity-messages';

/** Things that happened elsewhere in Tend that a caregiver or an operator should hear about. */
@Controller()
export class ActivityEventsController {
  constructor(
    private readonly inbox: InboxRepository,
    private readonly recipients: RecipientsRepository,
  ) {}

  @EventPattern(AssessmentCompleted.name)
  async assessmentCompleted(
    @Payload() event: EventPayload<typeof AssessmentCompleted>,
    @Ctx() ctx: EventContext,
  ) {
    await this.inbox.add(ctx.tx, {
      userId: event.userId,
      ...noticeInEveryLanguage((language) =>
        checkInResultNotice(event.score, event.level, language),
      ),
      dedupeKey: `${ctx.eventId}.assessment`,
      link: InboxLinks.checkInResult(event.assessmentId),
    });
    await this.recipients.recordAssessment(ctx.tx, event.userId, {
      completedAt: new Date(event.completedAt),
      score: event.score,
      level: event.level,
    });
  }

  @EventPattern(CrawlFinished.name)
  async crawlFinished(
    @Payload() event: EventPayload<typeof CrawlFinished>,
    @Ctx() ctx: EventContext,
  ) {
    const notice = noticeInEveryLanguage((language) =>
      crawlNotice(event.sourceName, event.status, event.counts, event.error, language),
    );
    for (const admin of await this.recipients.superAdmins(ctx.tx)) {
      await this.inbox.add(ctx.tx, {
        userId: admin.userId,
        ...notice,
        dedupeKey: `${ctx.eventId}.crawl.${admin.userId}`,
        link: InboxLinks.discoveryJobs,
      });
    }
  }
}
