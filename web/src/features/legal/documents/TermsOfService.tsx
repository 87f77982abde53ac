import { LegalText } from './LegalText';

export function TermsOfService({ supportEmail }: { supportEmail: string }) {
  return <LegalText doc="terms" supportEmail={supportEmail} />;
}
