import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  NotificationPage,
  NotificationsQuery,
  NotificationsRpc,
  SupportRequestBody,
} from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import type { z } from 'zod';
import { CurrentCaller } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { jsonSchema } from '../../http/openapi';
import { RateLimit } from '../../http/rate-limit.guard';
import { ZodBody, ZodQuery } from '../../http/zod-validation.pipe';
import { errorBody } from '../../http/error-body';
import { NotFoundException } from '@nestjs/common';

const notificationId = new ParseUUIDPipe({
  exceptionFactory: () =>
    new NotFoundException(errorBody(404, 'We could not find that notification.')),
});

@ApiTags('notifications')
@Controller('api')
export class NotificationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('notifications')
  @ApiOkResponse({ schema: jsonSchema(NotificationPage) })
  list(
    @CurrentCaller() caller: Caller,
    @ZodQuery(NotificationsQuery) query: z.infer<typeof NotificationsQuery>,
  ) {
    return this.rpc.call(NotificationsRpc.listInbox, { ...query, userId: caller.userId });
  }

  @Post('notifications/read-all')
  @HttpCode(200)
  markAllRead(@CurrentCaller() caller: Caller) {
    return this.rpc.call(NotificationsRpc.markAllRead, { userId: caller.userId });
  }

  @Post('notifications/:id/read')
  @HttpCode(200)
  markRead(@CurrentCaller() caller: Caller, @Param('id', notificationId) id: string) {
    return this.rpc.call(NotificationsRpc.markRead, { userId: caller.userId, notificationId: id });
  }

  @Post('support')
  @HttpCode(200)
  @RateLimit({ name: 'support', limit: 10, windowSeconds: 3600, by: 'user' })
  @ApiBody({ schema: jsonSchema(SupportRequestBody, 'input') })
  submitSupport(
    @CurrentCaller() caller: Caller,
    @ZodBody(SupportRequestBody) body: z.infer<typeof SupportRequestBody>,
  ) {
    return this.rpc.call(NotificationsRpc.submitSupport, { ...body, userId: caller.userId });
  }
}
