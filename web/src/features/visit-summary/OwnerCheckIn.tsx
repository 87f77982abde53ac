import type { VisitSummary } from '@tend/contracts';
import { useLanguage } from '../../i18n/LanguageProvider';

/**
 * The owner's latest burden check-in as the summary carries it (its level and date only), so the
 * family and a clinician see it on their copies of the page as she does on hers.
 */
export function OwnerCheckIn({ checkIn }: { checkIn: VisitSummary['ownerCheckIn'] }) {
  const { t, language } = useLanguage();
  if (!checkIn) return <p>{t('careLog.visit.checkIn.none')}</p>;
  return (
    <p>
      {t('careLog.visit.checkIn.level', {
        level: t(`careLog.visit.level.${checkIn.level}`),
        date: new Date(checkIn.completedAt).toLocaleDateString(language, {
          month: 'long',
          day: 'numeric',
          year: 'numeric',
        }),
      })}
    </p>
  );
}
