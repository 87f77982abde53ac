import { HelpLines, QuickQuestions, type CareCoachAvatarIdValue } from '@tend/contracts';
import { useT } from '../../i18n/LanguageProvider';
import { CareCoachAvatar } from '../avatars/CareCoachAvatar';
import { quickQuestionId } from './quick-questions';
import '../../i18n/parts/coach';

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
  const t = useT();
  const name = firstName?.trim();
  return (
    <div className="coach__welcome">
      <CareCoachAvatar id={avatarId} size={72} decorative />
      <p className="coach__welcome-title">
        {name
          ? t('coach.welcome.hi', { name, coach: coachName })
          : t('coach.welcome.hiNoName', { coach: coachName })}
      </p>
      <p className="muted">{t('coach.welcome.text', { number: HelpLines.emergency.number })}</p>
      <div className="quick-questions" role="group" aria-label={t('coach.welcome.quick')}>
        {QuickQuestions.map((q, index) => {
          // Asked in the reader's language, so the coach answers in it.
          const asked = t(quickQuestionId(index), { number: HelpLines.emergency.number });
          return (
            <button key={q} type="button" className="quick-question" onClick={() => onAsk(asked)}>
              {asked}
            </button>
          );
        })}
      </div>
    </div>
  );
}
