import { useT } from '../i18n/LanguageProvider';
import { useHeightVariable } from '../lib/use-height-variable';

/**
 * Fixed at the top of every screen (docs/product-spec.md section 1). What is below it leaves room for its real
 * height: one line at the default font size, more when a larger one wraps its words on a phone.
 */
export function AlphaBanner() {
  const banner = useHeightVariable<HTMLDivElement>('--tend-banner-height');
  const t = useT();
  return (
    <div className="alpha-banner" role="note" ref={banner}>
      {t('app.alphaBanner')}
    </div>
  );
}
