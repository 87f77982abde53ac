import type { ChatMessage, Conversation } from '@tend/contracts';
import { useCallback, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { asText, asTextList } from '../drafts/drafts';
import { useSessionDraft } from '../drafts/use-session-draft';
import { useToast } from '../toasts/use-toast';
import { canSend, clientMessageIdFor, messageContent, pendingSend } from './chat-rules';
import { isApiError } from '../../lib/api-error';
import { sendMessageStreaming } from './chat-stream';
import { coachApi } from './coach.api';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/coach';

const noFiles: string[] = [];

/**
 * The message being written (kept through a reload, see drafts.ts): its words, its files, and,
 * once it has been sent and not yet answered, the conversation and id it was sent with (see
 * clientMessageIdFor). Changed words or files are a new message, with an id of its own.
 */
export function useMessageDraft() {
  const [text, setText] = useSessionDraft('coach.text', '', asText);
  const [attachments, setAttachments] = useSessionDraft('coach.attachments', noFiles, asTextList);
  const [pending, setPending] = useSessionDraft('coach.pending', '', asText);
  const editText = useCallback(
    (next: string) => {
      setText(next);
      setPending('');
    },
    [setText, setPending],
  );
  const editAttachments = useCallback(
    (next: string[]) => {
      setAttachments(next);
      setPending('');
    },
    [setAttachments, setPending],
  );
  /** Forgets the words, files and pending send together (they were delivered after all). */
  const forgetDelivered = useCallback(() => {
    setText('');
    setAttachments(noFiles);
    setPending('');
  }, [setText, setAttachments, setPending]);
  return {
    text,
    attachments,
    pending,
    editText,
    editAttachments,
    /** Sets the words and files without making them a new message (cleared, or given back). */
    restore: (words: string, files: string[]) => {
      setText(words);
      setAttachments(files);
    },
    setPending,
    forgetDelivered,
  };
}

export type MessageDraft = ReturnType<typeof useMessageDraft>;

/**
 * Sending (docs/product-spec.md section 4, Chat): the message shows at once and the input clears; the answer is
 * read as it is written; on success the saved messages replace the temporary one, and the
 * conversation is as the server returns it (a 'New Chat -' one titled there from its first
 * message); on failure the words and files come back.
 */
export function useSendMessage({
  draft,
  activeId,
  newChat,
}: {
  draft: MessageDraft;
  activeId: string | null;
  newChat: () => Promise<string | null>;
}) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const t = useT();
  const [sending, setSending] = useState(false);
  const [sentWithFiles, setSentWithFiles] = useState(false);
  const [streamed, setStreamed] = useState<string | null>(null);
  const [serverStatus, setServerStatus] = useState<string | null>(null);
  /** The answer just given: shown from its start (see MessageList's scrolling). */
  const [readFrom, setReadFrom] = useState<string | null>(null);

  const patchMessages = (id: string, recipe: (list: ChatMessage[]) => ChatMessage[]) =>
    dispatch(coachApi.util.updateQueryData('getMessages', id, (list) => recipe([...(list ?? [])])));
  const showConversation = (updated: Conversation) =>
    dispatch(
      coachApi.util.updateQueryData('getConversations', undefined, (list) =>
        list?.map((c) => (c.id === updated.id ? updated : c)),
      ),
    );

  const notSent = (error: unknown) =>
    toast({
      title: t('coach.notSent.title'),
      description: (isApiError(error) && error.userMessage) || t('coach.notSent.text'),
      variant: 'destructive',
    });

  const send = async (typed: string = draft.text) => {
    const files = draft.attachments;
    if (!canSend(typed, files.length, sending)) return;
    const conversationId = activeId ?? (await newChat());
    // No chat to send into (her list not loaded, the connection gone): her words stay in the box.
    if (!conversationId) {
      notSent(null);
      return;
    }
    const content = messageContent(typed, files.length);
    const clientMessageId = clientMessageIdFor(draft.pending, conversationId);
    const sent = pendingSend(conversationId, clientMessageId);
    const tempId = `temp-${Date.now()}`;
    const temp = {
      id: tempId,
      conversationId,
      role: 'user',
      content,
      attachments: files,
      createdAt: new Date().toISOString(),
      userFeedback: null,
      feedback: null,
      feedbackReason: null,
      sources: [],
      offline: false,
      emergency: false,
    } satisfies ChatMessage;

    // Shown at once; the input clears.
    patchMessages(conversationId, (list) => [...list, temp]);
    draft.restore('', []);
    draft.setPending(sent);
    setReadFrom(null);
    setSentWithFiles(files.length > 0);
    setSending(true);
    setStreamed(null);
    setServerStatus(null);
    try {
      const result = await sendMessageStreaming(
        conversationId,
        { content, attachments: files, clientMessageId },
        {
          onDelta: (piece) => setStreamed((s) => (s ?? '') + piece),
          onStatus: setServerStatus,
        },
      );
      draft.setPending('');
      setReadFrom(result.aiMessage.id);
      patchMessages(conversationId, (list) => [
        ...list.filter((m) => m.id !== tempId && m.id !== result.userMessage.id),
        result.userMessage,
        result.aiMessage,
      ]);
      showConversation(result.conversation);
      dispatch(
        coachApi.util.invalidateTags(['Conversations', { type: 'Messages', id: conversationId }]),
      );
    } catch (error) {
      // The message comes back to the input, with its files and its id: sent again as it is, it
      // is the same message (its answer may have been given, only lost on the way).
      patchMessages(conversationId, (list) => list.filter((m) => m.id !== tempId));
      draft.restore(typed, files);
      draft.setPending(sent);
      notSent(error);
    } finally {
      setSending(false);
      setStreamed(null);
      setServerStatus(null);
    }
  };

  return { send, sending, sentWithFiles, streamed, serverStatus, readFrom };
}
