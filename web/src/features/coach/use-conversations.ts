import { newChatTitle, type Conversation } from '@tend/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useToast } from '../toasts/use-toast';
import {
  listConversation,
  useCreateConversationMutation,
  useDeleteConversationMutation,
  useGetConversationsQuery,
  useRenameConversationMutation,
} from './coach.api';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/coach';

const byRecent = (a: Conversation, b: Conversation) =>
  (b.lastMessageAt ?? b.createdAt).localeCompare(a.lastMessageAt ?? a.createdAt);

/**
 * The caregiver's conversations, latest first, and the one open. The server gives a caregiver
 * with none a welcome conversation and titles a new chat from its first message: the page only
 * shows what it lists.
 */
export function useConversations() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const t = useT();
  const { data, isSuccess: loaded, isFetching } = useGetConversationsQuery();
  const conversations = useMemo(() => [...(data ?? [])].sort(byRecent), [data]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [createConversation, { isLoading: creating }] = useCreateConversationMutation();
  const [renameConversation] = useRenameConversationMutation();
  const [deleteConversation] = useDeleteConversationMutation();

  // The first conversation is selected. A chosen conversation stays chosen: one the list does not
  // hold yet (just created, the list still on its way) is not replaced; only one gone from a list
  // fetched since (deleted) is.
  useEffect(() => {
    if (!loaded) return;
    if (activeId && (isFetching || conversations.some((c) => c.id === activeId))) return;
    if (conversations.length > 0) setActiveId(conversations[0].id);
  }, [loaded, isFetching, conversations, activeId]);

  /**
   * Opens a new chat; its id, or null when it could not be made. The caller says what failed: the
   * chat she asked for, or the message she was sending into it.
   */
  const newChat = async (): Promise<string | null> => {
    try {
      // Titled with the caregiver's own clock (the server's default title is in UTC).
      const created = await createConversation({ title: newChatTitle(new Date()) }).unwrap();
      dispatch(listConversation(created));
      setActiveId(created.id);
      return created.id;
    } catch {
      return null;
    }
  };
  /** The New Chat button's failure. */
  const chatNotStarted = () =>
    toast({
      title: t('coach.newChatFailed.title'),
      description: t('coach.newChatFailed.text'),
      variant: 'destructive',
    });

  const rename = async (id: string, title: string): Promise<boolean> => {
    try {
      await renameConversation({ id, title }).unwrap();
      return true;
    } catch {
      toast({
        title: t('coach.renameFailed.title'),
        description: t('coach.renameFailed.text'),
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
        title: t('coach.deleteFailed.title'),
        description: t('coach.deleteFailed.text'),
        variant: 'destructive',
      });
    }
  };

  return {
    conversations,
    activeId,
    /** Her list is here and holds none: a message opens a new chat rather than waiting for one. */
    noneToOpen: loaded && conversations.length === 0,
    active: conversations.find((c) => c.id === activeId) ?? null,
    select: setActiveId,
    creating,
    newChat,
    chatNotStarted,
    rename,
    remove,
  };
}
