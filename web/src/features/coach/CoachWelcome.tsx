import { HelpLines, QuickQuestions, type CareCoachAvatarIdValue } from '@tend/contracts';
import { CareCoachAvatar } from '../avatars/CareCoachAvatar';

/** An empty conversation: the coach says hello and offers the quick questions. */
export function CoachWelcome({
  avatarId,
  coachName,
  firstName,
  onAsk,
}: {
  avatarId: CareCoachAvatarIdValue;
  coachName: string;
  firstName: string | null | undefined;
  onAsk: (question: string) => void;
}) {
  return (
    <div className="coach__welcome">
      <CareCoachAvatar id={avatarId} size={72} decorative />
      <p className="coach__welcome-title">
        Hi {firstName?.trim() || 'there'}, I&apos;m {coachName}.
      </p>
      <p className="muted">
        Ask me anything about caring for your loved one. In an emergency, call{' '}
        {HelpLines.emergency.number}.
      </p>
      <div className="quick-questions" role="group" aria-label="Quick questions">
        {QuickQuestions.map((q) => (
          <button key={q} type="button" className="quick-question" onClick={() => onAsk(q)}>
            {q}
          </button>
        ))}
      </div>
    </div>
  );
}
