import { HelpLines, type NotificationType } from '@tend/contracts';

export interface InboxText {
  type: NotificationType;
  title: string;
  message: string;
}

/** What a finished burden check-in says in the inbox: warm, with 988 for a high load. */
export function assessmentNotice(score: number, level: string): InboxText {
  if (level === 'High') {
    return {
      type: 'alert',
      title: 'Your check-in shows a heavy load',
      message: `Your caregiver burden score is ${score} (High). You deserve support too: your recommendations list a few steps for this week. If you ever feel unsafe or overwhelmed, call or text ${HelpLines.lifeline.number}, any time.`,
    };
  }
  return {
    type: 'success',
    title: 'Your check-in is saved',
    message: `Your caregiver burden score is ${score} (${level}). Your recommendations are ready, and we will remind you to check in again in a month.`,
  };
}

/** What a super administrator reads when a crawl ends. */
export function crawlNotice(
  sourceName: string,
  status: 'completed' | 'failed' | 'cancelled',
  counts: { urlsProcessed: number; urlsSucceeded: number; documentsPublished: number },
  error: string | null,
): InboxText {
  const tally = `${counts.urlsSucceeded} of ${counts.urlsProcessed} pages fetched, ${counts.documentsPublished} documents published.`;
  switch (status) {
    case 'completed':
      return { type: 'success', title: `Crawl finished: ${sourceName}`, message: tally };
    case 'failed':
      return {
        type: 'alert',
        title: `Crawl failed: ${sourceName}`,
        message: `${error ?? 'The crawl stopped with an error.'} ${tally}`,
      };
    case 'cancelled':
      return { type: 'other', title: `Crawl canceled: ${sourceName}`, message: tally };
  }
}
