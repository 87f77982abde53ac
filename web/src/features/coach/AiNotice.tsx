import { RobotOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { COACH_SAFETY_PATH } from '../coach-safety/page-address';
import { useLanguage } from '../../i18n/LanguageProvider';
import '../../i18n/parts/coach';

/**
 * The coach says it is an AI: at the top of each conversation, and again as ai-notice-rule.ts
 * decides (`repeat`). Short and kind, with the way to the crisis protocol.
 */
export function AiNotice({ coachName, repeat = false }: { coachName: string; repeat?: boolean }) {
  const { t, rich } = useLanguage();
  return (
    <div className="coach-ai-notice" role="note" aria-label={t('coach.ai.label')}>
      <RobotOutlined aria-hidden className="coach-ai-notice__icon" />
      <p className="coach-ai-notice__text">
        {rich(repeat ? 'coach.ai.repeat' : 'coach.ai.first', {
          coach: coachName,
          link: (words) => <Link to={`${COACH_SAFETY_PATH}?returnTo=/ai-coach`}>{words}</Link>,
        })}
      </p>
    </div>
  );
}
