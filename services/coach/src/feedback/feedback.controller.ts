import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CoachRpc, type RpcPayload } from '@tend/contracts';
import { DomainError } from '@tend/platform';
import { MessagesRepository, toChatMessage } from '../messages/messages.repository';
import { SearchRepository } from '../search/search.repository';
import { FeedbackReviewRepository } from './feedback-review.repository';

/** Ratings of answers, their review by super administrators, and search over one's own chats. */
@Controller()
export class FeedbackController {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly review: FeedbackReviewRepository,
    private readonly searchIndex: SearchRepository,
  ) {}

  @MessagePattern(CoachRpc.giveFeedback.pattern)
  async give(@Payload() p: RpcPayload<typeof CoachRpc.giveFeedback>) {
    const message = await this.messages.find(p.userId, p.messageId);
    if (!message) throw DomainError.notFound('We could not find that message.');
    if (message.role !== 'assistant')
      throw DomainError.badRequest("Only the care coach's answers can be rated.");
    const reason = p.feedback === 'negative' ? (p.reason ?? null) : null;
    const rated = await this.messages.setFeedback(p.userId, p.messageId, p.feedback, reason);
    if (!rated) throw DomainError.notFound('We could not find that message.');
    return toChatMessage(rated);
  }

  @MessagePattern(CoachRpc.reviewFeedback.pattern)
  reviewNegative(@Payload() p: RpcPayload<typeof CoachRpc.reviewFeedback>) {
    return this.review.negative(p.reason, p.limit);
  }

  @MessagePattern(CoachRpc.search.pattern)
  async search(@Payload() p: RpcPayload<typeof CoachRpc.search>) {
    return { results: await this.searchIndex.search(p.userId, p.q) };
  }
}
