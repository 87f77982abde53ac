import { CareCoachAvatarNames, resolveCareCoachAvatar, type ChatMessage } from '@tend/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '../auth/use-auth';
import { usePublicConfig } from '../config/config.api';
import { useGetProfileQuery } from '../profile/profile.api';
import { AnswerMarkdown } from './AnswerMarkdown';
import { ChatInput, MESSAGE_BOX_ID } from './ChatInput';
import { CoachHeader } from './CoachHeader';
import { CoachWelcome } from './CoachWelcome';
import { CrisisLine } from './CrisisLine';
import { draftAlreadySent } from './chat-rules';
import { useGetMessagesQuery } from './coach.api';
import { LazyConversationDrawer } from './coach-parts';
import { ConversationSidebar } from './ConversationSidebar';
import { MessageList } from './MessageList';
import { useConversations } from './use-conversations';
import { useExportConversation } from './use-export';
import { useSendMessage, useMessageDraft } from './use-send-message';
import { useStatusText } from './use-status-text';
import { useAskedFromLink } from './use-asked-from-link';
import { useAskOnceOpen } from './use-ask-once-open';
import { takeQuestionTappedEarly } from './early-question';
import '../../components/form.css';
import './coach.css';
import { useT } from '../../i18n/LanguageProvider';

/** The AI care coach: conversations, messages streamed as they are written, files and voice. */
export default function CoachPage() {
  const { user } = useAuth();
  const { config } = usePublicConfig();
  const { data: profile } = useGetProfileQuery();
  const avatarId = resolveCareCoachAvatar(profile?.careCoachAvatar);
  const coachName = CareCoachAvatarNames[avatarId];

  const {
    conversations,
    activeId,
    noneToOpen,
    active,
    select,
    creating,
    newChat,
    chatNotStarted,
    rename,
    remove,
  } = useConversations();
  const t = useT();
  const {
    data: messageData,
    isFetching: messagesLoading,
    isLoading: firstMessagesLoading,
  } = useGetMessagesQuery(activeId ?? '', { skip: !activeId });
  const messages: ChatMessage[] = useMemo(
    () => (activeId ? (messageData ?? []) : []),
    [activeId, messageData],
  );
  const exportConversation = useExportConversation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Bumped to put the caret in the message box: on opening the coach, and on a new chat.
  const [focusTurn, setFocusTurn] = useState(0);
  const focusAfterDrawer = useRef(false);

  const openNewChat = async () => {
    const id = await newChat();
    if (!id) return id;
    // From the drawer, once it has closed: closing, it gives the focus back to its menu button.
    if (drawerOpen) {
      focusAfterDrawer.current = true;
      setDrawerOpen(false);
    } else setFocusTurn((turn) => turn + 1);
    return id;
  };

  const draft = useMessageDraft();
  useAskedFromLink(draft.editText);
  const { send, sending, sentWithFiles, streamed, serverStatus, readFrom } = useSendMessage({
    draft,
    activeId,
    newChat: openNewChat,
  });
  const ask = useAskOnceOpen(send, activeId !== null || noneToOpen);
  useEffect(() => {
    const tappedOnShell = takeQuestionTappedEarly();
    if (tappedOnShell) ask(tappedOnShell);
  }, [ask]);
  const status = useStatusText(sending && !streamed, sentWithFiles);
  // A send cut off by a reload: once the conversation shows it was delivered, the box clears.
  const delivered = !sending && draftAlreadySent(draft, activeId, messages);
  const { forgetDelivered } = draft;
  useEffect(() => {
    if (delivered) forgetDelivered();
  }, [delivered, forgetDelivered]);
  // Once the screen has painted: the answers' renderer, so it is here by the time one is shown.
  useEffect(() => {
    AnswerMarkdown.preload().catch(() => undefined);
  }, []);

  const sidebar = (
    <ConversationSidebar
      conversations={conversations}
      activeId={activeId}
      creating={creating}
      onSelect={(id) => {
        select(id);
        setDrawerOpen(false);
      }}
      onCreate={() => void openNewChat().then((id) => id ?? chatNotStarted())}
      onRename={rename}
      onDelete={(id) => void remove(id)}
    />
  );

  // The welcome shows from the first paint (as the shell rendered at build time shows it) until her
  // conversation has messages to show: not taken away while it first opens.
  const empty = messages.length === 0 && !sending && (!messagesLoading || firstMessagesLoading);

  return (
    <main id="main" className="coach">
      {/* Past the header and every answer (55 Tabs with seven on screen) to where one writes. */}
      <a
        className="skip-link"
        href={`#${MESSAGE_BOX_ID}`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MESSAGE_BOX_ID)?.focus();
        }}
      >
        {t('coach.skipToInput')}
      </a>
      <CoachHeader
        avatarId={avatarId}
        coachName={coachName}
        offline={config.coachOffline}
        canExport={!!active}
        onExport={() => active && void exportConversation(active.id, active.title)}
        drawerOpen={drawerOpen}
        onOpenDrawer={() => setDrawerOpen(true)}
      />

      <div className="coach__body">
        <aside className="coach__sidebar" aria-label={t('coach.conversations')}>
          {sidebar}
        </aside>
        <LazyConversationDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          afterOpenChange={(open) => {
            if (open || !focusAfterDrawer.current) return;
            focusAfterDrawer.current = false;
            setFocusTurn((turn) => turn + 1);
          }}
        >
          {sidebar}
        </LazyConversationDrawer>

        <section className="coach__chat" aria-label={active ? active.title : 'Chat'}>
          <h2 className="sr-only">{active?.title ?? 'Chat'}</h2>
          <MessageList
            messages={messages}
            conversationId={activeId}
            avatarId={avatarId}
            coachName={coachName}
            sending={sending}
            streamed={streamed}
            status={serverStatus ?? status}
            readFrom={readFrom}
            before={
              empty ? (
                <CoachWelcome
                  avatarId={avatarId}
                  coachName={coachName}
                  firstName={user?.firstName}
                  onAsk={ask}
                />
              ) : null
            }
          />
          <CrisisLine />
          <ChatInput
            text={draft.text}
            onTextChange={draft.editText}
            attachments={draft.attachments}
            onAttachmentsChange={draft.editAttachments}
            sending={sending}
            onSend={() => void send()}
            focusTurn={focusTurn}
          />
          <p className="coach__disclaimer">{t('coach.disclaimer', { coach: coachName })}</p>
        </section>
      </div>
    </main>
  );
}
