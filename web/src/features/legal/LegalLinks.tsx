import { useState } from 'react';
import { Link } from 'react-router-dom';
import { COACH_SAFETY_PATH } from '../coach-safety/page-address';
import type { LegalDocumentId } from './documents';
import { LazyLegalDialog } from './LazyLegalDialog';

const links: { id: LegalDocumentId; label: string }[] = [
  { id: 'terms', label: 'Terms of Service' },
  { id: 'privacy', label: 'Privacy Policy' },
  { id: 'consent', label: 'Consent Notice' },
];

/**
 * The three legal documents as links that open them in a dialog (landing footer, home), and the
 * coach's published crisis protocol, a page of its own.
 */
export function LegalLinks({ className }: { className: string }) {
  const [open, setOpen] = useState<LegalDocumentId | null>(null);
  return (
    <>
      <nav aria-label="Legal" className={className}>
        {links.map(({ id, label }) => (
          <button key={id} type="button" className="btn btn--link" onClick={() => setOpen(id)}>
            {label}
          </button>
        ))}
        <Link to={COACH_SAFETY_PATH} className="btn btn--link">
          Coach Safety
        </Link>
      </nav>
      {links.map(({ id }) => (
        <LazyLegalDialog key={id} document={id} open={open === id} onClose={() => setOpen(null)} />
      ))}
    </>
  );
}
