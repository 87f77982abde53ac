import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/eligibility';

/** Above a caregiver's saved results: what they are, and the way to change her answers. */
export function SavedResultsIntro({ onUpdate }: { onUpdate: () => void }) {
  const t = useT();
  return (
    <div className="saved-results">
      <div>
        <p className="saved-results__title">{t('eligibility.saved.title')}</p>
        <p className="muted saved-results__text">{t('eligibility.saved.text')}</p>
      </div>
      <button type="button" className="btn btn--secondary" onClick={onUpdate}>
        {t('eligibility.saved.update')}
      </button>
    </div>
  );
}
