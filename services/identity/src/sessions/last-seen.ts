/** How stale "last seen" may get before a use of the session refreshes it (one write per interval, not per request). */
export const LastSeenRefreshMs = 5 * 60 * 1000;

/** The moment a session was last seen: its recorded use, or its sign-in when none since. */
export function lastSeen(session: { lastSeenAt: Date | null; createdAt: Date }): Date {
  return session.lastSeenAt ?? session.createdAt;
}

export function lastSeenNeedsRefresh(
  session: { lastSeenAt: Date | null; createdAt: Date },
  now: Date,
): boolean {
  return now.getTime() - lastSeen(session).getTime() >= LastSeenRefreshMs;
}
