import { LegalText } from './LegalText';

export function ConsentNotice({ supportEmail }: { supportEmail: string }) {
  return <LegalText doc="consent" supportEmail={supportEmail} />;
}
