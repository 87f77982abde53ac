/** RPC patterns answered by notifications. */
export const NotificationsRpc = {} as const;
