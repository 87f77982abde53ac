import type { MessageId } from '../../i18n/catalogue';

/** The status text before anything is being waited for. */
export const DEFAULT_STATUS = 'Thinking...';

/** Shown in order while a reply is awaited, one every STATUS_STEP_MS. */
export const STATUS_SEQUENCE = [
  'Preparing your message',
  'Analyzing uploaded files',
  'Connecting to AI care coach',
  'Analyzing your caregiving question',
  'Generating personalized guidance',
  'Reviewing safety recommendations',
  'Formatting your response',
] as const;
export const FILES_STATUS = 'Analyzing uploaded files';

/** Then, every 3 s (docs/product-spec.md section 4), ending on 'Almost ready'. */
export const LONG_WAIT_STATUSES = [
  'Consulting care guidelines',
  'Reviewing safety protocols',
  'Checking latest recommendations',
  'Personalizing guidance',
  'Verifying medical accuracy',
  'Almost ready',
] as const;

export const STATUS_STEP_MS = 1500;
export const LONG_WAIT_STEP_MS = 3000;

/** The status text `elapsedMs` after sending; 'Analyzing uploaded files' only with attachments. */
export function statusTextAt(elapsedMs: number, hasAttachments: boolean): string {
  const first = STATUS_SEQUENCE.filter((text) => hasAttachments || text !== FILES_STATUS);
  const step = Math.floor(Math.max(0, elapsedMs) / STATUS_STEP_MS);
  if (step < first.length) return first[step];
  const afterFirst = elapsedMs - first.length * STATUS_STEP_MS;
  const longStep = Math.floor(afterFirst / LONG_WAIT_STEP_MS);
  return LONG_WAIT_STATUSES[Math.min(longStep, LONG_WAIT_STATUSES.length - 1)];
}

/**
 * A status's catalogue name, from its English words (the spec's): 'Almost ready' is
 * `coach.status.almost_ready`. The catalogue test holds every status to its entry.
 */
export const statusMessageId = (text: string): MessageId =>
  `coach.status.${text
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^_|_$/g, '')}` as MessageId;
