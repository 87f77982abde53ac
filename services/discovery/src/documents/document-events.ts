import {
  DOCUMENT_TEXT_MAX_CHARS,
  DocumentPublished,
  DocumentRemoved,
  type EventPayload,
} from '@tend/contracts';
import { boundText } from '../crawler/extract';
import type { DocumentRow, PublishedDocument } from './documents.repository';

export function publishedPayload(
  row: PublishedDocument,
  category: string,
): EventPayload<typeof DocumentPublished> {
  return {
    documentId: row.id,
    sourceId: row.sourceId,
    url: row.url,
    canonicalUrl: row.canonicalUrl,
    title: row.title,
    headings: row.headings.slice(0, 50),
    category,
    text: boundText(row.text, DOCUMENT_TEXT_MAX_CHARS),
    language: row.language,
    contentHash: row.contentHash,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function removedPayload(
  row: DocumentRow,
  reason: EventPayload<typeof DocumentRemoved>['reason'],
): EventPayload<typeof DocumentRemoved> {
  return {
    documentId: row.id,
    sourceId: row.sourceId,
    url: row.canonicalUrl,
    reason,
    removedAt: (row.removedAt ?? new Date()).toISOString(),
  };
}
