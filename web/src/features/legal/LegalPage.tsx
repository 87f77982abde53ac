import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '../../lib/return-path';
import { usePublicConfig } from '../config/config.api';
import { LegalDocuments, type LegalDocumentId } from './documents';
import './legal.css';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/common';
import { TranslationNotice } from './TranslationNotice';

/** A legal document as a page; back goes to `returnTo` when present, else browser history back. */
export default function LegalPage({ document }: { document: LegalDocumentId }) {
  const info = LegalDocuments[document];
  const { config } = usePublicConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  const t = useT();

  const title = t(info.titleId);
  useEffect(() => {
    window.document.title = `${title} · Tend`;
  }, [title]);

  const { Body } = info;
  return (
    <main id="main" className="page page--narrow" style={{ maxWidth: 760 }}>
      <div className="row" style={{ marginBottom: 12 }}>
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          onClick={() => (returnTo ? navigate(returnTo) : navigate(-1))}
        >
          {t('legal.back')}
        </Button>
      </div>
      <div className="legal-page">
        <h1 className="page-title" style={{ marginBottom: 8 }}>
          {title}
        </h1>
        <TranslationNotice supportEmail={config.supportEmail} />
        <Body supportEmail={config.supportEmail} />
      </div>
    </main>
  );
}
