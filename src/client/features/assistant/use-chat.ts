import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '#client/lib/api';
import { assistantKeys, conversationQuery } from '#client/features/assistant/api';
import { streamReply, type ReplyEvent } from '#client/features/assistant/stream-reply';
import { fr } from '#shared/i18n/fr';

export type ExchangeStatus = 'waiting' | 'streaming' | 'done' | 'failed';
/** A question asked on this screen and its reply, as it streams. */
export type Exchange = { key: number; question: string; reply: string; status: ExchangeStatus };
/** The error banner: the spec's sentence, and the server's reason when it refused the question. */
export type ChatFailure = { detail: string | null };

type Chat = {
  conversationId: string | null;
  /** Created by this screen's first question: nothing stored before it to read. */
  isNew: boolean;
  exchanges: Exchange[];
  failure: ChatFailure | null;
  /** The last finished reply, for the screen reader's live region. */
  announced: string;
};

const emptyChat = (conversationId: string | null): Chat => ({
  conversationId,
  isNew: false,
  exchanges: [],
  failure: null,
  announced: '',
});

let nextKey = 0;

/**
 * The open conversation: its stored messages (read once when opened), then the questions asked
 * here with their replies streaming in. One question at a time; opening another conversation
 * stops reading the reply under way.
 */
export function useChat() {
  const queryClient = useQueryClient();
  const [chat, setChat] = useState<Chat>(() => emptyChat(null));
  const reading = useRef<AbortController | null>(null);
  const { conversationId } = chat;
  const stored = useQuery({
    ...conversationQuery(conversationId ?? ''),
    enabled: conversationId !== null && !chat.isNew,
  });
  const isWaiting = chat.exchanges.some((e) => e.status === 'waiting' || e.status === 'streaming');
  const isLoading = conversationId !== null && !chat.isNew && stored.isPending;

  useEffect(() => () => reading.current?.abort(), []);

  const open = (id: string | null) => {
    reading.current?.abort();
    setChat(emptyChat(id));
  };

  /** Asks `text`; true once the reply is complete (false: the question should go back). */
  const send = async (text: string) => {
    const content = text.trim();
    if (!content || isWaiting || isLoading) return false;
    const controller = new AbortController();
    reading.current = controller;
    const key = nextKey++;
    const exchange: Exchange = { key, question: content, reply: '', status: 'waiting' };
    setChat((c) => ({ ...c, failure: null, announced: '', exchanges: [...c.exchanges, exchange] }));
    const update = (change: (e: Exchange) => Partial<Exchange>, more: Partial<Chat> = {}) =>
      setChat((c) => ({
        ...c,
        ...more,
        exchanges: c.exchanges.map((e) => (e.key === key ? { ...e, ...change(e) } : e)),
      }));
    let isComplete = false;
    const handleEvent = (event: ReplyEvent) => {
      if (controller.signal.aborted) return;
      if (event.type === 'conversation') {
        if (!conversationId) setChat((c) => ({ ...c, conversationId: event.id, isNew: true }));
        void queryClient.invalidateQueries({ queryKey: assistantKeys.conversations() });
      } else if (event.type === 'delta') {
        update((e) => ({ reply: e.reply + event.text, status: 'streaming' }));
      } else if (event.type === 'done') {
        isComplete = true;
        setChat((c) => {
          const reply = c.exchanges.find((e) => e.key === key)?.reply ?? '';
          return {
            ...c,
            announced: reply,
            exchanges: c.exchanges.map((e) => (e.key === key ? { ...e, status: 'done' } : e)),
          };
        });
      } else {
        // The server kept the question with its fallback reply: both show, with the banner.
        const reply = fr.errors.assistantFallbackReply;
        update(() => ({ reply, status: 'failed' }), { failure: { detail: null } });
      }
    };
    try {
      await streamReply({ conversationId, content }, handleEvent, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return true;
      // Refused before anything was stored: the question leaves the conversation.
      setChat((c) => ({
        ...c,
        failure: { detail: errorMessage(error) },
        exchanges: c.exchanges.filter((e) => e.key !== key),
      }));
      return false;
    } finally {
      if (reading.current === controller) reading.current = null;
    }
    void queryClient.invalidateQueries({ queryKey: assistantKeys.conversations() });
    return isComplete;
  };

  return {
    conversationId,
    messages: stored.data?.messages ?? [],
    stored,
    exchanges: chat.exchanges,
    failure: chat.failure,
    announced: chat.announced,
    isWaiting,
    isLoading,
    isEmpty: !isLoading && !stored.data?.messages.length && chat.exchanges.length === 0,
    open,
    send,
  };
}
