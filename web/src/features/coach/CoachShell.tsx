import { CareCoachAvatarNames, resolveCareCoachAvatar } from '@tend/contracts';
import { useT } from '../../i18n/LanguageProvider';
import { ChatInput } from './ChatInput';
import { CoachHeader } from './CoachHeader';
import { CoachWelcome } from './CoachWelcome';
import { CrisisLine } from './CrisisLine';
import { MessageList } from './MessageList';
import '../../components/form.css';
import './coach.css';

const nothingToDo = () => undefined;

/**
 * The coach's frame without her data, rendered at build time (src/prerender/signed-in-shells.ts)
 * and sent to someone with a session who opens `/ai-coach`: a slow phone paints the welcome and
 * the message box before any script has arrived, and the app draws the coach in its place once it
 * knows her, with her coach and her conversation. Its parts are the coach's own, so nothing moves
 * when it does (the message box sizes itself by CSS, `field-sizing`). Until then the quick
 * questions and the box wait for the app; the help lines' links work at once.
 */
export function CoachShell() {
  const t = useT();
  const avatarId = resolveCareCoachAvatar(undefined);
  const coachName = CareCoachAvatarNames[avatarId];
  return (
    <main id="main" className="coach" aria-busy="true">
      <CoachHeader
        avatarId={avatarId}
        coachName={coachName}
        offline={false}
        canExport={false}
        onExport={nothingToDo}
        drawerOpen={false}
        onOpenDrawer={nothingToDo}
      />
      <div className="coach__body">
        <aside className="coach__sidebar" aria-label={t('coach.conversations')} />
        <section className="coach__chat">
          <MessageList
            messages={[]}
            conversationId={null}
            avatarId={avatarId}
            coachName={coachName}
            sending={false}
            streamed={null}
            status=""
            readFrom={null}
            before={
              <CoachWelcome
                avatarId={avatarId}
                coachName={coachName}
                firstName={null}
                onAsk={nothingToDo}
              />
            }
          />
          <CrisisLine />
          <ChatInput
            text=""
            onTextChange={nothingToDo}
            attachments={[]}
            onAttachmentsChange={nothingToDo}
            sending={false}
            onSend={nothingToDo}
            focusTurn={0}
          />
          <p className="coach__disclaimer">{t('coach.disclaimer', { coach: coachName })}</p>
        </section>
      </div>
    </main>
  );
}
