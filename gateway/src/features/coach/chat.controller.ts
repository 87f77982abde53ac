import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ChatMessage,
  CoachRpc,
  FeedbackBody,
  FeedbackReview,
  FeedbackReviewQuery,
  SearchQuery,
  SearchResults,
} from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import type { z } from 'zod';
import { CurrentCaller, RequireRole } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { jsonSchema } from '../../http/openapi';
import { ZodBody, ZodQuery } from '../../http/zod-validation.pipe';

/** Feedback on answers, its review by super administrators, and search over one's own chats. */
@ApiTags('chat')
@Controller('api')
export class ChatController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('chat/feedback')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchema(FeedbackBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(ChatMessage) })
  feedback(@CurrentCaller() caller: Caller, @ZodBody(FeedbackBody) body: FeedbackBody) {
    return this.rpc.call(CoachRpc.giveFeedback, { ...body, userId: caller.userId });
  }

  @Get('chat/search')
  @ApiOkResponse({ schema: jsonSchema(SearchResults) })
  search(
    @CurrentCaller() caller: Caller,
    @ZodQuery(SearchQuery) query: z.infer<typeof SearchQuery>,
  ) {
    return this.rpc.call(CoachRpc.search, { ...query, userId: caller.userId });
  }

  @Get('admin/coach/feedback')
  @RequireRole('super_admin')
  @ApiOkResponse({ schema: jsonSchema(FeedbackReview) })
  review(@ZodQuery(FeedbackReviewQuery) query: z.infer<typeof FeedbackReviewQuery>) {
    return this.rpc.call(CoachRpc.reviewFeedback, query);
  }
}
