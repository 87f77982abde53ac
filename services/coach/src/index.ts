export { coachService } from './coach.definition';
export type { CoachConfig } from './coach.env';
export { MessagesService } from './messages/messages.service';
export { KnowledgeRepository } from './knowledge/knowledge.repository';
export { ConversationsService } from './conversations/conversations.service';
export { CaregiversRepository } from './account/caregivers.repository';
