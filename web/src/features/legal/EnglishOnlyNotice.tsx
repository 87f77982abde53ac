import { Alert } from 'antd';
import { useLanguage } from '../../i18n/LanguageProvider';
import { baseLanguage } from '../../i18n/languages';
import '../../i18n/parts/common';

/**
 * Above a legal document read in another language than English: the document is in English for
 * now, and the English version is the one that governs (issue 48: the translations are to come).
 */
export function EnglishOnlyNotice({ supportEmail }: { supportEmail: string }) {
  const { t, language } = useLanguage();
  if (language === baseLanguage) return null;
  return (
    <Alert
      type="info"
      role="note"
      className="legal-english-only"
      title={t('legal.englishOnly', { email: supportEmail })}
    />
  );
}
