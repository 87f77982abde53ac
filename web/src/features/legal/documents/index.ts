import type { ComponentType } from 'react';
import { ConsentNotice } from './ConsentNotice';
import { PrivacyPolicy } from './PrivacyPolicy';
import { TermsOfService } from './TermsOfService';

export type LegalDocumentId = 'terms' | 'privacy' | 'consent';

export interface LegalDocumentInfo {
  title: string;
  /** The accept checkbox's label; only the terms and privacy dialogs have one. */
  acceptLabel?: string;
  Body: ComponentType<{ supportEmail: string }>;
}

export const LegalDocuments: Record<LegalDocumentId, LegalDocumentInfo> = {
  terms: {
    title: 'Terms of Service',
    acceptLabel: 'I have read and agree to the Terms of Service',
    Body: TermsOfService,
  },
  privacy: {
    title: 'Privacy Policy',
    acceptLabel: 'I have read and agree to the Privacy Policy',
    Body: PrivacyPolicy,
  },
  consent: {
    title: 'Consent to Upload Health Information',
    Body: ConsentNotice,
  },
};
