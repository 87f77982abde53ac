import { lazy, Suspense, useState } from 'react';
import { withWords } from '../../i18n/catalogue';
import type { LegalDialogProps } from './LegalDialog';

const LegalDialog = lazy(() => withWords(import('./LegalDialog')));

/** Loads the legal texts and the dialog's code only when a dialog is first opened. */
export function LazyLegalDialog(props: LegalDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LegalDialog {...props} />
    </Suspense>
  );
}
