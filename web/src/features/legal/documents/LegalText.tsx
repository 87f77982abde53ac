import { HelpLines } from '@tend/contracts';
import type { ReactNode } from 'react';
import english from '../../../i18n/catalogues/en/legal.json';
import type { MessageId } from '../../../i18n/catalogue';
import { useLanguage } from '../../../i18n/LanguageProvider';
import '../../../i18n/parts/legal';
import { LEGAL_LAST_UPDATED_ON } from './legal-constants';

export type LegalDocumentName = 'terms' | 'privacy' | 'consent';

/** A block of a document: a heading, a paragraph, or an item of a list. */
type Block = { kind: 'h' | 'p'; id: MessageId } | { kind: 'ul'; ids: MessageId[] };

/**
 * A document's blocks, in the catalogue's order: `legal.<doc>.<section>.<kind>`, the kind being
 * `h` (a heading), `p` (a paragraph) or `li` (an item; items in a row make one list).
 */
function blocksOf(doc: LegalDocumentName): Block[] {
  const blocks: Block[] = [];
  for (const key of Object.keys(english)) {
    if (!key.startsWith(`legal.${doc}.`)) continue;
    const id = key as MessageId;
    const kind = /\.([a-z]+)\d*$/.exec(key)?.[1];
    const last = blocks[blocks.length - 1];
    if (kind === 'li') {
      if (last?.kind === 'ul') last.ids.push(id);
      else blocks.push({ kind: 'ul', ids: [id] });
    } else blocks.push({ kind: kind === 'h' ? 'h' : 'p', id });
  }
  return blocks;
}

/** A legal document, its words from the catalogues (legal.json), in the reader's language. */
export function LegalText({ doc, supportEmail }: { doc: LegalDocumentName; supportEmail: string }) {
  const { t, rich, language } = useLanguage();
  const values = {
    email: supportEmail,
    emergency: HelpLines.emergency.number,
    strong: (words: ReactNode[]) => <strong>{words}</strong>,
    mail: (words: ReactNode[]) => <a href={`mailto:${supportEmail}`}>{words}</a>,
  };
  const updated = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    LEGAL_LAST_UPDATED_ON,
  );
  return (
    <article className="legal-doc">
      <p className="legal-doc__updated">{t('legal.updated', { date: updated })}</p>
      {blocksOf(doc).map((block) => {
        if (block.kind === 'ul')
          return (
            <ul key={block.ids[0]}>
              {block.ids.map((id) => (
                <li key={id}>{rich(id, values)}</li>
              ))}
            </ul>
          );
        return block.kind === 'h' ? (
          <h2 key={block.id}>{t(block.id)}</h2>
        ) : (
          <p key={block.id}>{rich(block.id, values)}</p>
        );
      })}
    </article>
  );
}
