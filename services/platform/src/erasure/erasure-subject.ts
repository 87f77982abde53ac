/** The person whose traces are erased: their account id and every address they were known by. */
export interface ErasureSubject {
  userId: string;
  emails: readonly string[];
}

/** The subject of an account-deleted event: its id and the address it was deleted with. */
export function deletedSubject(event: { userId: string; email: string }): ErasureSubject {
  return { userId: event.userId, emails: [event.email] };
}

/** The needles that identify the person in a stored payload, lower-cased (addresses match in any case). */
export function subjectNeedles(subject: ErasureSubject): string[] {
  return [subject.userId, ...subject.emails]
    .map((needle) => needle.trim().toLowerCase())
    .filter((needle) => needle.length > 0);
}

/**
 * Whether a message or payload names the person. Plain substring, not a JSON path: an id inside
 * a link or a dedupe key names them too, and erasing a little too much is the safe mistake here.
 */
export function namesSubject(text: string, subject: ErasureSubject): boolean {
  const haystack = text.toLowerCase();
  return subjectNeedles(subject).some((needle) => haystack.includes(needle));
}
