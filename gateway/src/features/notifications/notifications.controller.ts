import { Body, Controller, NotFoundException, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { NotificationsQuery, NotificationsRpc, SupportRequestBody } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import type { z } from 'zod';
import { CurrentCaller } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { RateLimit } from '../../http/rate-limit.guard';
import { Route } from '../../http/routes/route.decorator';
import { errorBody } from '../../http/error-body';

const notificationId = new ParseUUIDPipe({
  exceptionFactory: () =>
    new NotFoundException(errorBody(404, 'We could not find that notification.')),
});

@ApiTags('notifications')
@Controller()
export class NotificationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route('listNotifications')
  list(@CurrentCaller() caller: Caller, @Query() query: z.infer<typeof NotificationsQuery>) {
    return this.rpc.call(NotificationsRpc.listInbox, { ...query, userId: caller.userId });
  }

  @Route('markAllNotificationsRead')
  markAllRead(@CurrentCaller() caller: Caller) {
    return this.rpc.call(NotificationsRpc.markAllRead, { userId: caller.userId });
  }

  @Route('markNotificationRead')
  markRead(@CurrentCaller() caller: Caller, @Param('id', notificationId) id: string) {
    return this.rpc.call(NotificationsRpc.markRead, { userId: caller.userId, notificationId: id });
  }

  @Route('submitSupport')
  @RateLimit({ name: 'support', limit: 10, windowSeconds: 3600, by: 'user' })
  submitSupport(@CurrentCaller() caller: Caller, @Body() body: z.infer<typeof SupportRequestBody>) {
    return this.rpc.call(NotificationsRpc.submitSupport, { ...body, userId: caller.userId });
  }
}
