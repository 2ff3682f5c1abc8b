import type { ReactNode, RefObject } from 'react';
import { ErrorAlert } from '#client/components/ui/alert';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { ChatMessages } from '#client/features/assistant/chat-messages';
import { PersonaAvatar } from '#client/features/assistant/chat-message';
import { LazyMarkdownText } from '#client/features/assistant/lazy-markdown-text';
import { MessageComposer } from '#client/features/assistant/message-composer';
import { Suggestions } from '#client/features/assistant/suggestions';
import type { useChat } from '#client/features/assistant/use-chat';
import { useStickToBottom } from '#client/features/assistant/use-stick-to-bottom';
import { assistantScreen } from '#shared/i18n/fr-assistant';
import { fr } from '#shared/i18n/fr';

const t = assistantScreen;

type ChatPanelProps = {
  chat: ReturnType<typeof useChat>;
  /** The question box, which the screen focuses when a question leaves or a chat starts. */
  boxRef: RefObject<HTMLTextAreaElement | null>;
  personaName: string;
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: (text: string) => void;
};

/** The persona and its greeting, the conversation (or the suggestions), the banner, the box. */
export function ChatPanel({
  chat,
  boxRef,
  personaName,
  draft,
  onDraftChange,
  onSend,
}: ChatPanelProps) {
  const last = chat.exchanges.at(-1);
  const {
    ref: scrollerRef,
    onScroll,
    stick,
  } = useStickToBottom(
    `${chat.messages.length}:${chat.exchanges.length}:${last?.reply.length ?? 0}`,
  );
  const send = (text: string) => {
    stick();
    // A clicked suggestion disappears: the focus goes to the box rather than to nowhere.
    boxRef.current?.focus();
    onSend(text);
  };
  return (
    <ChatPanelBox personaName={personaName}>
      <section
        ref={scrollerRef}
        onScroll={onScroll}
        aria-label={t.messagesLabel}
        aria-busy={chat.isWaiting}
        tabIndex={0}
        className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4"
      >
        {chat.isLoading && <Spinner label={fr.common.loading} />}
        {chat.stored.isError && (
          <RetryAlert
            title={t.conversationLoadFailed}
            error={chat.stored.error}
            onRetry={() => chat.stored.refetch()}
          />
        )}
        {chat.isEmpty && !chat.stored.isError && (
          <Suggestions isDisabled={chat.isWaiting} onPick={send} />
        )}
        <ChatMessages
          personaName={personaName}
          messages={chat.messages}
          exchanges={chat.exchanges}
        />
        {chat.failure && (
          <ErrorAlert>
            <p>{fr.errors.assistantFailed}</p>
            {chat.failure.detail && <p className="mt-1">{chat.failure.detail}</p>}
          </ErrorAlert>
        )}
      </section>
      <div aria-live="polite" className="sr-only">
        {chat.announced && (
          <>
            {`${t.replyFrom(personaName)} :`}
            <LazyMarkdownText text={chat.announced} />
          </>
        )}
      </div>
      <MessageComposer
        boxRef={boxRef}
        draft={draft}
        onDraftChange={onDraftChange}
        isWaiting={chat.isWaiting || chat.isLoading}
        onSend={send}
      />
    </ChatPanelBox>
  );
}

/**
 * The panel's box and its head, the persona and its greeting: also what index.html shows of the
 * page before the app's code has arrived (AssistantFrame, app/boot-frames.tsx).
 */
export function ChatPanelBox({
  personaName,
  children,
}: {
  personaName: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex h-[75dvh] min-h-[26rem] min-w-0 flex-col rounded-xl border border-border bg-surface shadow-sm lg:h-[calc(100dvh-11rem)]">
      <div className="flex items-start gap-3 border-b border-border p-4">
        <PersonaAvatar />
        <div className="min-w-0">
          <h2 className="font-semibold">{personaName}</h2>
          <p className="text-sm text-muted">{t.greeting(personaName)}</p>
        </div>
      </div>
      {children}
    </div>
  );
}
