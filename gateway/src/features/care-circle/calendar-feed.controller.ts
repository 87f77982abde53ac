import { Controller, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CareCircleRpc } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { Public } from '../../auth/auth.decorators';
import { errorBody } from '../../http/error-body';
import { RateLimit } from '../../http/rate-limit.guard';
import { Route } from '../../http/routes/route.decorator';

const notFound = 'We could not find that calendar.';

/**
 * A member's private calendar feed, `/api/calendar/{token}.ics`, as calendar applications
 * subscribe to it: handwritten, as it answers iCalendar text, not JSON. The token is the only
 * credential (calendar applications send no cookie); a revoked one names nothing.
 */
@ApiTags('care-circle')
@Controller()
export class CalendarFeedController {
  constructor(private readonly rpc: RpcClient) {}

  @Public()
  @Route('calendarFeed')
  @RateLimit({ name: 'calendar-feed', limit: 120, windowSeconds: 3600, by: 'ip' })
  async feed(@Param('feed') feed: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const token = /^(.{1,200})\.ics$/.exec(feed)?.[1];
    if (!token) throw new NotFoundException(errorBody(404, notFound));
    const calendar = await this.rpc.call(CareCircleRpc.readCalendarFeed, { token });
    void reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="${calendar.filename}"`)
      .header('cache-control', 'private, no-store');
    return calendar.ics;
  }
}
