import { useLanguage } from '../../i18n/LanguageProvider';
import { useGetAssessmentsQuery } from '../assessment/assessment.api';

/**
 * The owner's latest burden check-in, on her own copy of the page: check-ins are hers, so the
 * summary the API shares (with the family and a clinician) does not carry it.
 */
export function OwnerCheckIn() {
  const { t, language } = useLanguage();
  const { data } = useGetAssessmentsQuery();
  const latest = data?.[0];
  if (!latest) return <p>{t('careLog.visit.checkIn.none')}</p>;
  return (
    <p>
      {t('careLog.visit.checkIn.level', {
        level: t(`careLog.visit.level.${latest.level}`),
        date: new Date(latest.completedAt).toLocaleDateString(language, {
          month: 'long',
          day: 'numeric',
          year: 'numeric',
        }),
      })}
    </p>
  );
}
