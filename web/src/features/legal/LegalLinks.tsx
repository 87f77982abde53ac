import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../i18n/catalogue';
import { useT } from '../../i18n/LanguageProvider';
import { COACH_SAFETY_PATH } from '../coach-safety/page-address';
import type { LegalDocumentId } from './documents';
import { LazyLegalDialog } from './LazyLegalDialog';

const links: { id: LegalDocumentId; label: MessageId }[] = [
  { id: 'terms', label: 'legal.terms' },
  { id: 'privacy', label: 'legal.privacy' },
  { id: 'consent', label: 'legal.consent' },
];

/**
 * The three legal documents as links that open them in a dialog (landing footer, home), and the
 * coach's published crisis protocol, a page of its own.
 */
export function LegalLinks({ className }: { className: string }) {
  const [open, setOpen] = useState<LegalDocumentId | null>(null);
  const t = useT();
  return (
    <>
      <nav aria-label={t('legal.nav.label')} className={className}>
        {links.map(({ id, label }) => (
          <button key={id} type="button" className="btn btn--link" onClick={() => setOpen(id)}>
            {t(label)}
          </button>
        ))}
        <Link to={COACH_SAFETY_PATH} className="btn btn--link">
          {t('legal.coachSafety')}
        </Link>
      </nav>
      {links.map(({ id }) => (
        <LazyLegalDialog key={id} document={id} open={open === id} onClose={() => setOpen(null)} />
      ))}
    </>
  );
}
