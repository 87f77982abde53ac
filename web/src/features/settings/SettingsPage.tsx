import { useState, type ReactNode } from 'react';
import { SimplePage } from '../../components/SimplePage';
import type { MessageId } from '../../i18n/catalogue';
import { useT } from '../../i18n/LanguageProvider';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import '../../i18n/parts/settings';
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

/** The three legal documents, each a button opening it. */
const legalButtons: { id: LegalDocumentId; label: MessageId }[] = [
  { id: 'terms', label: 'legal.terms' },
  { id: 'privacy', label: 'legal.privacy' },
  { id: 'consent', label: 'legal.consent' },
];

export default function SettingsPage() {
  const [legal, setLegal] = useState<LegalDocumentId | null>(null);
  const t = useT();
  return (
    <SimplePage title={t('settings.title')}>
      <div className="settings">
        {/* What she changes most comes first: how Tend keeps in touch, then her coach. */}
        <Section
          id="comms-title"
          title={t('settings.comms.title')}
          description={t('settings.comms.description')}
        >
          <CommunicationPreferences />
        </Section>
        <Section
          id="avatar-title"
          title={t('settings.avatar.title')}
          description={t('settings.avatar.description')}
        >
          <AvatarPicker />
        </Section>
        {/* Saved with the account: her other devices and her e-mails follow it. */}
        <Section
          id="language-title"
          title={t('language.switch.label')}
          description={t('settings.language.description')}
        >
          <LanguageSwitch />
        </Section>
        <Section id="privacy-title" title={t('settings.privacy.title')}>
          <AnalyticsConsent />
        </Section>
        <Section
          id="email-title"
          title={t('settings.email.title')}
          description={t('settings.email.description')}
        >
          <ChangeEmailSection />
        </Section>
        <Section
          id="password-title"
          title={t('settings.password.title')}
          description={t('settings.password.description')}
        >
          <ChangePasswordSection />
        </Section>
        <Section
          id="devices-title"
          title={t('settings.devices.title')}
          description={t('settings.devices.description')}
        >
          <DevicesSection />
        </Section>
        <Section
          id="download-data"
          title={t('settings.download.title')}
          description={t('settings.download.description')}
        >
          <DownloadDataSection />
        </Section>
        <Section id="legal-title" title={t('settings.legal.title')}>
          <div className="legal-buttons">
            {legalButtons.map(({ id, label }) => (
              <button
                key={id}
                type="button"
                className="btn btn--secondary"
                onClick={() => setLegal(id)}
              >
                {t(label)}
              </button>
            ))}
          </div>
        </Section>
        <Section id="danger-title" title={t('settings.danger.title')} danger>
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
