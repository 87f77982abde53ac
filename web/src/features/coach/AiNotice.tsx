import { RobotOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { COACH_SAFETY_PATH } from '../coach-safety/page-address';

/**
 * The coach says it is an AI: at the top of each conversation, and again as ai-notice-rule.ts
 * decides (`repeat`). Short and kind, with the way to the crisis protocol.
 */
export function AiNotice({ coachName, repeat = false }: { coachName: string; repeat?: boolean }) {
  return (
    <div className="coach-ai-notice" role="note" aria-label="AI notice">
      <RobotOutlined aria-hidden className="coach-ai-notice__icon" />
      <p className="coach-ai-notice__text">
        {repeat ? (
          <>A reminder: {coachName} is Tend&apos;s AI coach, not a person.</>
        ) : (
          <>You&apos;re chatting with {coachName}, Tend&apos;s AI coach, not a person.</>
        )}{' '}
        It can make mistakes; for medical decisions, talk to a clinician.
        {repeat ? ' Take a break whenever you need one.' : ''}{' '}
        <Link to={`${COACH_SAFETY_PATH}?returnTo=/ai-coach`}>How the coach handles a crisis</Link>
      </p>
    </div>
  );
}
