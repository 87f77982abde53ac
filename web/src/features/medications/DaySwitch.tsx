import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addDays } from '../../lib/calendar-day';

/** "Previous day" and "Next day" under Today, for a dose forgotten yesterday; none past today. */
export function DaySwitch({
  shown,
  today,
  onGo,
}: {
  /** The day on screen, `YYYY-MM-DD`. */
  shown: string;
  today: string;
  onGo: (day: string) => void;
}) {
  const { t } = useLanguage();
  return (
    <nav className="today__switch" aria-label={t('medications.day.switch')}>
      <Button
        size="large"
        icon={<LeftOutlined aria-hidden />}
        onClick={() => onGo(addDays(shown, -1))}
      >
        {t('medications.day.previous')}
      </Button>
      {shown < today ? (
        <Button size="large" onClick={() => onGo(addDays(shown, 1))}>
          {t(addDays(shown, 1) === today ? 'medications.day.backToToday' : 'medications.day.next')}
          <RightOutlined aria-hidden />
        </Button>
      ) : null}
    </nav>
  );
}
