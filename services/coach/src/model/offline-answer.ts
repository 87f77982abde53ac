import type { UsState } from '@tend/contracts';
import type { GuidanceSource } from '../guidance/guidance-topic';
import type { LibraryHit } from '../guidance/guidance.repository';
import type { Citation } from './citations';
import { filesLead } from './offline-files';
import { routeLead } from './offline-leads';
import type { OfflineRoute } from './offline-routes';
import type { AttachmentForModel } from './prompt';

/** Closing lines: the message's badge already says "offline", so this is said last, briefly. */
export const OfflineClosing =
  'Tend’s AI coach is offline right now, so this answer comes from Tend’s built-in guidance and library.';
export const ModelUnavailableLabel =
  'The AI coach could not be reached just now, so this answer comes from Tend’s built-in guidance.';

/** Library items shown after the best one. */
export const RelatedItems = 2;
/** A related item must match at least this share of the best one's rank, or it is noise. */
export const RelatedMinShare = 0.4;

export const NothingMatched = `I don’t have a guide on that in Tend’s library yet. I can help with everyday care (falls, bathing, sleep, eating, medicines), dementia (sundowning, agitation, wandering), paying for care and being paid to care, and your own stress and rest. For anything about symptoms or medicines, please call their doctor, nurse line or pharmacist; for an emergency call 911, and call or text 988 in a mental health crisis.`;

export interface OfflineInput {
  question: string;
  routes: OfflineRoute[];
  state?: UsState;
  files: AttachmentForModel[];
  /** The library's items for the question, best first. */
  hits: LibraryHit[];
}

const link = (title: string, url: string) => `[${title.replace(/[[\]]/g, '')}](${url})`;
const cite = (sources: GuidanceSource[]): Citation[] =>
  sources.map(({ name, url }) => ({ title: name, url }));
const clip = (text: string, chars: number) =>
  text.length > chars ? `${text.slice(0, chars).trimEnd()}…` : text;

function leadItem(hit: LibraryHit): string {
  if (hit.kind === 'document')
    return `**${link(hit.title, hit.url)}**\n\n${clip(hit.excerpt, 500)}`;
  const sources = hit.sources.map((s) => link(s.name, s.url)).join(' · ');
  return `**${hit.title}**\n\n${hit.body}\n\nSources: ${sources}`;
}

function relatedItem(hit: LibraryHit): string {
  if (hit.kind === 'document') return `- ${link(hit.title, hit.url)}: ${clip(hit.excerpt, 160)}`;
  const first = hit.body.split('\n')[0]?.replace(/^-\s*/, '') ?? '';
  return `- **${hit.title}**: ${clip(first, 160)}`;
}

const citationsOf = (hit: LibraryHit): Citation[] =>
  hit.kind === 'topic' ? cite(hit.sources) : [{ title: hit.title, url: hit.url }];
/** A related topic is only pointed to; a related document is linked, so it is a source. */
const linkedDocument = (hit: LibraryHit): Citation[] =>
  hit.kind === 'document' ? citationsOf(hit) : [];

/**
 * An answer without the model: what the question needs first (the file it sent, the right next
 * step for being paid, feeling overwhelmed or a medicine question), then the library's best advice
 * with its sources, then one or two related items, then a short closing line.
 */
export function offlineAnswer(
  input: OfflineInput,
  closing = OfflineClosing,
): { content: string; sources: Citation[] } {
  const parts: string[] = [];
  if (input.files.length > 0) parts.push(filesLead(input.question, input.files));
  for (const route of input.routes) parts.push(routeLead(route, input.state));
  const [best, ...rest] = input.hits;
  const related = rest
    .filter((hit) => best && hit.rank >= best.rank * RelatedMinShare)
    .slice(0, RelatedItems);
  if (best) parts.push(leadItem(best));
  if (related.length > 0)
    parts.push(`**Related in Tend’s library**\n${related.map(relatedItem).join('\n')}`);
  if (parts.length === 0) parts.push(NothingMatched);
  parts.push(closing);

  const sources = [...(best ? citationsOf(best) : []), ...related.flatMap(linkedDocument)].filter(
    (source, i, all) => all.findIndex((other) => other.url === source.url) === i,
  );
  return { content: parts.join('\n\n'), sources };
}
