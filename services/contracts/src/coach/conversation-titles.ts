/**
 * The chat's title rules (docs/product-spec.md section 4, Chat), shared by the web app and the coach service.
 * Plain functions without zod, so the browser bundle stays small.
 */

/** Longest automatic title, ellipsis included (docs/product-spec.md section 9: auto-title maximum 40 characters). */
export const AutoTitleMaxLength = 40;
/** A cut only falls on a word boundary when that boundary lies past this character. */
export const AutoTitleMinCut = 20;
export const AutoTitleFallback = 'Caregiving Question';
export const NewChatTitlePrefix = 'New Chat -';
/** Any conversation title fits a phone's sidebar (the spec caps only automatic ones). */
export const TitleMaxChars = 100;
export const TitleTooLongMessage = `Titles can be at most ${TitleMaxChars} characters`;
/** What is sent when the text is empty and a file is attached (docs/product-spec.md section 5, Chat). */
export const FileAttachedText = '📎 File attached';

const ellipsis = '...';
/** Anything but a letter, a digit, a combining mark or '_' (Unicode-aware, so 'José' stays whole). */
const nonWord = /[^\p{L}\p{M}\p{N}_]+/gu;

/**
 * The title a conversation gets from its first message: non-word characters become spaces,
 * whitespace collapses, text over 40 characters is cut (at the last space past character 20 when
 * there is one) and ends with '...'; fewer than 3 characters left gives 'Caregiving Question'.
 */
export function titleFromMessage(text: string): string {
  const cleaned = text.replace(nonWord, ' ').replace(/\s+/g, ' ').trim();
  if (cleaned.length < 3) return AutoTitleFallback;
  if (cleaned.length <= AutoTitleMaxLength) return cleaned;
  const budget = AutoTitleMaxLength - ellipsis.length;
  let head = cleaned.slice(0, budget);
  const endsOnWord = cleaned.charAt(budget) === ' ';
  const lastSpace = head.lastIndexOf(' ');
  if (!endsOnWord && lastSpace > AutoTitleMinCut) head = head.slice(0, lastSpace);
  return `${head.trimEnd()}${ellipsis}`;
}

/** Whether the first message renames the conversation: a 'New Chat -' title and no messages yet. */
export function shouldAutoTitle(title: string, messageCount: number): boolean {
  return messageCount === 0 && title.startsWith(NewChatTitlePrefix);
}

/** The title of a conversation made with the new-chat button: 'New Chat - ' plus a short date and time. */
export function newChatTitle(at: Date, locale = 'en-US', timeZone?: string): string {
  const stamp = at.toLocaleString(locale, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  // Newer ICU puts a narrow no-break space before AM/PM: plain spaces keep titles comparable.
  return `${NewChatTitlePrefix} ${stamp.replace(/\s+/g, ' ')}`;
}

/** The conversation a caregiver with none is given: 'Welcome ' plus the first name, or 'there'. */
export function welcomeTitle(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  // A first name may be as long as the title limit itself.
  return `Welcome ${name ? name : 'there'}`.slice(0, TitleMaxChars).trimEnd();
}

/** The spec's six quick-question chips, shown while a conversation has no messages. */
export const QuickQuestions = [
  'Fall prevention tips',
  'Managing sundowning',
  'When to call 911',
  'Medication reminders',
  'Dealing with agitation',
  'Safe bathing techniques',
] as const;
export type QuickQuestion = (typeof QuickQuestions)[number];
