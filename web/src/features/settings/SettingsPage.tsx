import { useState, type ReactNode } from 'react';
import { SimplePage } from '../../components/SimplePage';
import { LazyLegalDialog } from '../legal/LazyLegalDialog';
import type { LegalDocumentId } from '../legal/documents';
import { AnalyticsConsent } from './AnalyticsConsent';
import { AvatarPicker } from './AvatarPicker';
import { ChangePasswordSection } from './ChangePasswordSection';
import { CommunicationPreferences } from './CommunicationPreferences';
import { DeleteAccount } from './DeleteAccount';
import { DevicesSection } from './DevicesSection';
import { DownloadDataSection } from './DownloadDataSection';
import { ChangeEmailSection } from '../email-change/ChangeEmailSection';
import './settings.css';

function Section({
  id,
  title,
  description,
  children,
  danger,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <section
      className={`settings-section${danger ? ' settings-section--danger' : ''}`}
      aria-labelledby={id}
    >
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {description ? <p className="muted settings-section__description">{description}</p> : null}
      {children}
    </section>
  );
}

export default function SettingsPage() {
  const [legal, setLegal] = useState<LegalDocumentId | null>(null);
  return (
    <SimplePage title="Settings">
      <div className="settings">
        <Section
          id="avatar-title"
          title="Care Coach Avatar"
          description="Choose who greets you in the AI Care Coach."
        >
          <AvatarPicker />
        </Section>
        <Section
          id="comms-title"
          title="Communication Preferences"
          description="Choose how Tend keeps in touch."
        >
          <CommunicationPreferences />
        </Section>
        <Section id="privacy-title" title="Privacy & Analytics">
          <AnalyticsConsent />
        </Section>
        <Section
          id="email-title"
          title="Email Address"
          description="Change the address you sign in with. We email a link to the new address to confirm it."
        >
          <ChangeEmailSection />
        </Section>
        <Section
          id="password-title"
          title="Password"
          description="Change the password you sign in with. Other devices will be signed out."
        >
          <ChangePasswordSection />
        </Section>
        <Section
          id="devices-title"
          title="Devices"
          description="Where your account is signed in. Sign out any you do not recognize or no longer use."
        >
          <DevicesSection />
        </Section>
        <Section
          id="download-data"
          title="Download my data"
          description="One file with everything Tend holds about you: account, profile, care recipients, conversations, check-ins, eligibility results and notifications."
        >
          <DownloadDataSection />
        </Section>
        <Section id="legal-title" title="Legal Information">
          <div className="legal-buttons">
            <button type="button" className="btn btn--secondary" onClick={() => setLegal('terms')}>
              Terms of Service
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => setLegal('privacy')}
            >
              Privacy Policy
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => setLegal('consent')}
            >
              Consent Notice
            </button>
          </div>
        </Section>
        <Section id="danger-title" title="Danger Zone" danger>
          <DeleteAccount />
        </Section>
      </div>
      {(['terms', 'privacy', 'consent'] as const).map((doc) => (
        <LazyLegalDialog
          key={doc}
          document={doc}
          open={legal === doc}
          onClose={() => setLegal(null)}
        />
      ))}
    </SimplePage>
  );
}
