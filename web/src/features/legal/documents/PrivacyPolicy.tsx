import { LegalText } from './LegalText';

export function PrivacyPolicy({ supportEmail }: { supportEmail: string }) {
  return <LegalText doc="privacy" supportEmail={supportEmail} />;
}
