/**
 * The change of each check-in since the one before it, for a history listed newest first: this
 * score minus the next older one's, and null for the oldest.
 */
export function withChanges<T extends { score: number }>(
  newestFirst: readonly T[],
): (T & { change: number | null })[] {
  return newestFirst.map((item, index) => {
    const previous = newestFirst[index + 1];
    return { ...item, change: previous ? item.score - previous.score : null };
  });
}
