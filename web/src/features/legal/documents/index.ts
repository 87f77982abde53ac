import type { ComponentType } from 'react';
import type { MessageId } from '../../../i18n/catalogue';
import { ConsentNotice } from './ConsentNotice';
import { PrivacyPolicy } from './PrivacyPolicy';
import { TermsOfService } from './TermsOfService';

export type LegalDocumentId = 'terms' | 'privacy' | 'consent';

export interface LegalDocumentInfo {
  /** Its English title, the prerendered page's (its words for a reader: `titleId`). */
  title: string;
  titleId: MessageId;
  /** The accept checkbox's label; only the terms and privacy dialogs have one. */
  acceptLabel?: MessageId;
  Body: ComponentType<{ supportEmail: string }>;
}

export const LegalDocuments: Record<LegalDocumentId, LegalDocumentInfo> = {
  terms: {
    title: 'Terms of Service',
    titleId: 'legal.doc.terms.title',
    acceptLabel: 'legal.doc.terms.accept',
    Body: TermsOfService,
  },
  privacy: {
    title: 'Privacy Policy',
    titleId: 'legal.doc.privacy.title',
    acceptLabel: 'legal.doc.privacy.accept',
    Body: PrivacyPolicy,
  },
  consent: {
    title: 'Consent to Upload Health Information',
    titleId: 'legal.doc.consent.title',
    Body: ConsentNotice,
  },
};
