import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CoachRpc, FeedbackReviewQuery, SearchQuery, type FeedbackBody } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import type { z } from 'zod';
import { CurrentCaller, RequireRole } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { Route } from '../../http/routes/route.decorator';

/** Feedback on answers, its review by super administrators, and search over one's own chats. */
@ApiTags('chat')
@Controller()
export class ChatController {
  constructor(private readonly rpc: RpcClient) {}

  @Route('giveFeedback')
  feedback(@CurrentCaller() caller: Caller, @Body() body: FeedbackBody) {
    return this.rpc.call(CoachRpc.giveFeedback, { ...body, userId: caller.userId });
  }

  @Route('searchChats')
  search(@CurrentCaller() caller: Caller, @Query() query: z.infer<typeof SearchQuery>) {
    return this.rpc.call(CoachRpc.search, { ...query, userId: caller.userId });
  }

  @Route('reviewFeedback')
  @RequireRole('super_admin')
  review(@Query() query: z.infer<typeof FeedbackReviewQuery>) {
    return this.rpc.call(CoachRpc.reviewFeedback, query);
  }
}
