/** The coach's HTTP shapes and pure rules, shared by the gateway, the coach and the web app. */
export * from './attachments';
export * from './conversation-titles';
export * from './coach.schemas';
export * from './crisis-referrals.schemas';
export * from './file-kinds';
export * from './coach.stream';
export * from './answer-fold';
