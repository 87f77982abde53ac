import { BellOutlined } from '@ant-design/icons';
import { useLanguage } from '../../i18n/LanguageProvider';
import { longDate } from '../../lib/long-date';
import { useAskCheckInReminderMutation, useGetCheckInReminderQuery } from './assessment.api';

/** "Check in again in two weeks": a reminder she asks for, or the day of the one she has. */
export function CheckInReminderOffer() {
  const { t, language } = useLanguage();
  const { data: reminder } = useGetCheckInReminderQuery();
  const [ask, { isLoading, isError }] = useAskCheckInReminderMutation();
  const remindAt = reminder?.remindAt;
  return (
    <section className="check-in-reminder" aria-labelledby="check-in-reminder">
      <h3 id="check-in-reminder" className="assessment-result__subtitle">
        {t('assessment.reminder.title')}
      </h3>
      {remindAt ? (
        <p role="status" className="check-in-reminder__set">
          <BellOutlined aria-hidden />{' '}
          {t('assessment.reminder.set', { date: longDate(remindAt, language) })}
        </p>
      ) : (
        <>
          <p>{t('assessment.reminder.text')}</p>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => void ask(undefined)}
            disabled={isLoading}
          >
            <BellOutlined aria-hidden /> {t('assessment.reminder.ask')}
          </button>
          {isError ? (
            <p role="alert" className="field__error">
              {t('assessment.reminder.failed')}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
