import { DownloadOutlined, MenuOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import {
  CareCoachAvatarNames,
  newChatTitle,
  QuickQuestions,
  resolveCareCoachAvatar,
  welcomeTitle,
  type ChatMessage,
  type Conversation,
} from '@tend/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useAppDispatch } from '../../app/hooks';
import { CareCoachAvatar } from '../avatars/CareCoachAvatar';
import { useAuth } from '../auth/use-auth';
import { usePublicConfig } from '../config/config.api';
import { useGetProfileQuery } from '../profile/profile.api';
import { useToast } from '../toasts/use-toast';
import { ChatInput } from './ChatInput';
import {
  listConversation,
  useCreateConversationMutation,
  useDeleteConversationMutation,
  useGetConversationsQuery,
  useGetMessagesQuery,
  useRenameConversationMutation,
} from './coach.api';
import { ConversationSidebar } from './ConversationSidebar';
import { MessageBubble, type DisplayMessage } from './MessageBubble';
import { SafeMarkdown } from './SafeMarkdown';
import { useExportConversation } from './use-export';
import { useSendMessage, useMessageDraft } from './use-send-message';
import { useStatusText } from './use-status-text';
import '../../components/form.css';
import './coach.css';

const byRecent = (a: Conversation, b: Conversation) =>
  (b.lastMessageAt ?? b.createdAt).localeCompare(a.lastMessageAt ?? a.createdAt);

/** The AI care coach: conversations, messages streamed as they are written, files and voice. */
export default function CoachPage() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { user } = useAuth();
  const { config } = usePublicConfig();
  const { data: profile } = useGetProfileQuery();
  const avatarId = resolveCareCoachAvatar(profile?.careCoachAvatar);
  const coachName = CareCoachAvatarNames[avatarId];

  const {
    data: conversationData,
    isSuccess: conversationsLoaded,
    isFetching: conversationsFetching,
  } = useGetConversationsQuery();
  const conversations = useMemo(
    () => [...(conversationData ?? [])].sort(byRecent),
    [conversationData],
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const { data: messageData, isFetching: messagesLoading } = useGetMessagesQuery(activeId ?? '', {
    skip: !activeId,
  });
  const messages: ChatMessage[] = useMemo(
    () => (activeId ? (messageData ?? []) : []),
    [activeId, messageData],
  );
  const [createConversation, { isLoading: creating }] = useCreateConversationMutation();
  const [renameConversation] = useRenameConversationMutation();
  const [deleteConversation] = useDeleteConversationMutation();
  const exportConversation = useExportConversation();

  const [drawerOpen, setDrawerOpen] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const everHadConversations = useRef(false);
  const creatingWelcome = useRef(false);

  const active = conversations.find((c) => c.id === activeId) ?? null;

  // The first conversation is selected; with none at all, a welcome conversation is made once.
  // A chosen conversation stays chosen: one the list does not hold yet (just created, the list
  // still on its way) is not replaced; only one gone from a list fetched since (deleted) is.
  useEffect(() => {
    if (!conversationsLoaded) return;
    if (conversations.length > 0) everHadConversations.current = true;
    if (activeId && (conversationsFetching || conversations.some((c) => c.id === activeId))) return;
    if (conversations.length > 0) {
      setActiveId(conversations[0].id);
      return;
    }
    if (everHadConversations.current || creatingWelcome.current) return;
    creatingWelcome.current = true;
    createConversation({ title: welcomeTitle(user?.firstName) })
      .unwrap()
      .then((c) => {
        dispatch(listConversation(c));
        setActiveId(c.id);
      })
      .catch(() => undefined);
  }, [
    conversationsLoaded,
    conversationsFetching,
    conversations,
    activeId,
    createConversation,
    dispatch,
    user?.firstName,
  ]);

  const newChat = async () => {
    try {
      const c = await createConversation({ title: newChatTitle(new Date()) }).unwrap();
      dispatch(listConversation(c));
      setActiveId(c.id);
      setDrawerOpen(false);
      return c.id;
    } catch {
      toast({
        title: 'Something went wrong',
        description: 'Failed to start a new chat. Please try again.',
        variant: 'destructive',
      });
      return null;
    }
  };

  const draft = useMessageDraft();
  const { send, sending, sentWithFiles, streamed, serverStatus, readFrom } = useSendMessage({
    draft,
    activeId,
    conversations,
    messageCount: messages.length,
    newChat,
  });
  const status = useStatusText(sending && !streamed, sentWithFiles);

  // New messages scroll into view from the bottom; emergency guidance is shown from its start,
  // however long the answer after it, so the action to take is what is on screen.
  const scrollToLatest = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const start = readFrom ? el.querySelector(`[data-message-id="${readFrom}"]`) : null;
    if (start)
      el.scrollTop += start.getBoundingClientRect().top - el.getBoundingClientRect().top - 8;
    else el.scrollTop = el.scrollHeight;
  }, [readFrom]);
  useEffect(scrollToLatest, [messages.length, streamed, sending, scrollToLatest]);

  const rename = async (id: string, title: string) => {
    try {
      await renameConversation({ id, title }).unwrap();
      return true;
    } catch {
      toast({
        title: 'Rename Failed',
        description: 'Failed to rename the conversation. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  };

  const remove = async (id: string) => {
    try {
      await deleteConversation(id).unwrap();
      if (id === activeId) setActiveId(conversations.find((c) => c.id !== id)?.id ?? null);
    } catch {
      toast({
        title: 'Delete Failed',
        description: 'Failed to delete the conversation. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const sidebar = (
    <ConversationSidebar
      conversations={conversations}
      activeId={activeId}
      creating={creating}
      onSelect={(id) => {
        setActiveId(id);
        setDrawerOpen(false);
      }}
      onCreate={() => void newChat()}
      onRename={rename}
      onDelete={(id) => void remove(id)}
    />
  );

  const displayed: DisplayMessage[] = messages;
  const empty = !!activeId && !messagesLoading && messages.length === 0 && !sending;

  return (
    <main id="main" className="coach">
      <header className="coach__header">
        <Link to="/" className="icon-link" aria-label="Back to home">
          <ArrowLeftOutlined aria-hidden />
        </Link>
        <CareCoachAvatar id={avatarId} size={40} decorative />
        <div className="coach__heading">
          <h1 className="coach__title">AI Care Coach</h1>
          <p className="coach__subtitle">
            {coachName}
            {config.coachOffline ? (
              <span className="coach__offline">
                Offline mode
                <span className="coach__offline-more">
                  : answers from Tend&apos;s caregiving library
                </span>
              </span>
            ) : null}
          </p>
        </div>
        <button
          type="button"
          className="icon-link coach__icon-button"
          aria-label="Export conversation as Markdown"
          disabled={!active}
          onClick={() => active && void exportConversation(active.id, active.title)}
        >
          <DownloadOutlined aria-hidden />
        </button>
        <button
          type="button"
          className="icon-link coach__icon-button coach__menu"
          aria-label="Conversations"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuOutlined aria-hidden />
        </button>
      </header>

      <div className="coach__body">
        <aside className="coach__sidebar" aria-label="Conversations">
          {sidebar}
        </aside>
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          title="Conversations"
          size={320}
          className="coach-drawer"
          zIndex={1600}
          destroyOnHidden
        >
          {sidebar}
        </Drawer>

        <section className="coach__chat" aria-label={active ? active.title : 'Chat'}>
          <h2 className="sr-only">{active?.title ?? 'Chat'}</h2>
          <div className="coach__messages" ref={scrollRef}>
            {empty ? (
              <div className="coach__welcome">
                <CareCoachAvatar id={avatarId} size={72} decorative />
                <p className="coach__welcome-title">
                  Hi {user?.firstName?.trim() || 'there'}, I&apos;m {coachName}.
                </p>
                <p className="muted">
                  Ask me anything about caring for your loved one. In an emergency, call 911.
                </p>
                <div className="quick-questions" role="group" aria-label="Quick questions">
                  {QuickQuestions.map((q) => (
                    <button
                      key={q}
                      type="button"
                      className="quick-question"
                      onClick={() => void send(q)}
                    >
                      {q}
                    </button>
                  ))}
                </div>
              </div>
            ) : null}
            <ol className="message-list" aria-label="Messages">
              {displayed.map((m) => (
                <MessageBubble
                  key={m.id}
                  message={m}
                  avatarId={avatarId}
                  coachName={coachName}
                  conversationId={m.conversationId ?? activeId ?? ''}
                />
              ))}
              {sending && streamed ? (
                <li className="message message--assistant">
                  <span className="message__avatar">
                    <CareCoachAvatar id={avatarId} size={36} decorative />
                  </span>
                  <div className="message__body">
                    <div className="message__bubble" aria-busy="true">
                      <SafeMarkdown text={streamed} />
                    </div>
                  </div>
                </li>
              ) : null}
            </ol>
            <div className="coach__status" role="status" aria-live="polite">
              {sending && !streamed ? (
                <span className="typing">
                  <span className="typing__dots" aria-hidden>
                    <span />
                    <span />
                    <span />
                  </span>
                  {serverStatus ?? status}
                </span>
              ) : null}
            </div>
          </div>
          <ChatInput
            text={draft.text}
            onTextChange={draft.editText}
            attachments={draft.attachments}
            onAttachmentsChange={draft.editAttachments}
            sending={sending}
            onSend={() => void send()}
          />
          <p className="coach__disclaimer">
            {coachName} offers support and information, not medical advice.
          </p>
        </section>
      </div>
    </main>
  );
}
