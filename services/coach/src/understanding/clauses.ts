/** At most this many parts of a message are looked at on their own. */
export const MaxClauses = 6;
/** A part shorter than this many words joins the one before it ("ok.", "thanks"). */
const MinWords = 4;

/**
 * Where a new request may begin: sentence ends, line breaks, and the words people use to add one
 * ("also", "another thing", "on top of that", "además", "también", "otra cosa").
 */
const Boundary =
  /(?<=[.?!;])\s+|\n+|\s*(?:,\s*)?\b(?=(?:also|another thing|on top of that|plus|and then there'?s|and also|besides that|además|ademas|también|tambien|otra cosa|aparte)\b)/i;

/**
 * In a numbered list ("1) … 2) …", "1. … 2. …"), each item's number begins a request too, and the
 * number's own dot ends nothing. Only where a 1 and a 2 are both found, so "in bed till 2. she" is
 * a time, not a list.
 */
const ListBoundary = new RegExp(
  `\\s+(?=\\(?[1-9][).]\\s)|${Boundary.source.replace('(?<=[.?!;])', '(?<=[.?!;])(?<!(?:^|\\s)\\(?[1-9]\\.)')}`,
  'i',
);
const isNumberedList = (message: string) =>
  /(?:^|\s)\(?1[).]\s/.test(message) && /\s\(?2[).]\s/.test(message);

/**
 * The parts of a message that may each ask something, in order: the first `most` (the safety net
 * reads every one).
 */
export function clausesOf(message: string, most = MaxClauses): string[] {
  const parts = message
    .split(isNumberedList(message) ? ListBoundary : Boundary)
    .map((part) => part?.trim() ?? '')
    .filter((part) => part.length > 0);
  const merged: string[] = [];
  for (const part of parts) {
    const words = part.split(/\s+/).length;
    if (merged.length > 0 && words < MinWords) merged[merged.length - 1] += ` ${part}`;
    else merged.push(part);
  }
  // A short opening ("hi.") is folded into what follows rather than standing alone.
  if (merged.length > 1 && (merged[0]?.split(/\s+/).length ?? 0) < MinWords)
    merged.splice(0, 2, `${merged[0]} ${merged[1]}`);
  return merged.slice(0, most);
}
