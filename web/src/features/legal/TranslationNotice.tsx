import { Alert } from 'antd';
import { useLanguage } from '../../i18n/LanguageProvider';
import { baseLanguage } from '../../i18n/languages';
import '../../i18n/parts/legal';

/**
 * Above a legal document read in a translation: it opens by saying that the English version is
 * the one that governs (issue 48).
 */
export function TranslationNotice({ supportEmail }: { supportEmail: string }) {
  const { t, language } = useLanguage();
  if (language === baseLanguage) return null;
  return (
    <Alert
      type="info"
      role="note"
      className="legal-english-only"
      title={t('legal.translationNotice', { email: supportEmail })}
    />
  );
}
