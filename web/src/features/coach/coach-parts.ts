import { lazyPart } from '../../app/lazy-part';

/**
 * The coach screen's parts that its first paint does without, each in a chunk of its own (with the
 * antd Drawer and Modal they use), fetched once the screen has painted: the conversations drawer of
 * a narrow screen and the two dialogs. Until one is here it draws nothing, as it does closed.
 */
export const LazyConversationDrawer = lazyPart(() =>
  import('./ConversationDrawer').then((module) => module.ConversationDrawer),
);
export const LazyFeedbackReasonDialog = lazyPart(() =>
  import('./FeedbackReasonDialog').then((module) => module.FeedbackReasonDialog),
);
export const LazyDeleteConversationDialog = lazyPart(() =>
  import('./DeleteConversationDialog').then((module) => module.DeleteConversationDialog),
);
