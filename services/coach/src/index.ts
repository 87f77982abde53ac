export { coachService } from './coach.definition';
export type { CoachConfig } from './coach.env';
export { MessagesService } from './messages/messages.service';
export { KnowledgeRepository } from './knowledge/knowledge.repository';
export { GuidanceRepository } from './guidance/guidance.repository';
export { OfflineCoach } from './model/offline-coach';
export { ConversationsService } from './conversations/conversations.service';
export { CaregiversRepository } from './account/caregivers.repository';
export { CoachDataExport } from './account/data-export.repository';
