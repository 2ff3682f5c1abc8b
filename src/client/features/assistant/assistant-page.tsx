import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DiscardChangesDialog, useLeaveGuard } from '#client/components/forms/unsaved-changes';
import { CreateButton } from '#client/components/ui/create-button';
import { PageHeader } from '#client/components/ui/page-header';
import { assistantHomeQuery, conversationsListQuery } from '#client/features/assistant/api';
import { queryClient } from '#client/lib/query-client';
import { ChatPanel, ChatPanelBox } from '#client/features/assistant/chat-panel';
import { ConversationHistory, HistoryBox } from '#client/features/assistant/conversation-history';
import { useChat } from '#client/features/assistant/use-chat';
import { assistantScreen } from '#shared/i18n/fr-assistant';

const t = assistantScreen;
// The list beside the chat on wide screens, above it on small ones.
const GRID = 'grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] xl:grid-cols-[18rem_minmax(0,1fr)]';

/** What the page shows first: the persona and the list of conversations (app/route-data.ts). */
export const firstData = () =>
  Promise.all([
    queryClient.prefetchQuery(assistantHomeQuery()),
    queryClient.prefetchInfiniteQuery(conversationsListQuery()),
  ]);

/**
 * Assistant IA (spec §2, issue 16): the persona answers from the agency's data, its replies
 * streaming in; the user's own conversations are kept and listed beside the chat.
 */
export function AssistantPage() {
  const home = useQuery(assistantHomeQuery());
  const personaName = home.data?.personaName ?? t.personaName;
  const chat = useChat();
  const [draft, setDraft] = useState('');
  const boxRef = useRef<HTMLTextAreaElement>(null);
  // A question typed and not sent is asked about before the page is left.
  const leaving = useLeaveGuard(draft.trim() !== '');

  // The box empties as the question leaves; a question that failed comes back to it.
  const handleSend = async (text: string) => {
    setDraft('');
    const isAnswered = await chat.send(text);
    if (!isAnswered) setDraft((current) => current || text);
  };
  const handleNew = () => {
    chat.open(null);
    boxRef.current?.focus();
  };
  const handleDeleted = (id: string) => {
    if (id === chat.conversationId) chat.open(null);
  };

  return (
    <>
      <AssistantHeader onNew={handleNew} />
      <div className={GRID}>
        <ConversationHistory
          openId={chat.conversationId}
          onOpen={chat.open}
          onDeleted={handleDeleted}
        />
        <ChatPanel
          chat={chat}
          boxRef={boxRef}
          personaName={personaName}
          draft={draft}
          onDraftChange={setDraft}
          onSend={(text) => void handleSend(text)}
        />
      </div>
      <DiscardChangesDialog
        isOpen={leaving.state === 'blocked'}
        onDiscard={() => leaving.proceed?.()}
        onKeepEditing={() => leaving.reset?.()}
      />
    </>
  );
}

function AssistantHeader({ onNew }: { onNew: () => void }) {
  return (
    <PageHeader
      title={t.title}
      actions={<CreateButton label={t.newConversation} onClick={onNew} />}
    />
  );
}

/**
 * What index.html shows of the page before the app's code has arrived (app/boot-frames.tsx):
 * its header, the folded list of conversations and the persona's greeting, the page's largest
 * text on a phone (issue 27).
 */
export function AssistantFrame() {
  const noop = () => undefined;
  return (
    <>
      <AssistantHeader onNew={noop} />
      <div className={GRID}>
        <HistoryBox isUnfolded={false} onToggle={noop} />
        <ChatPanelBox personaName={t.personaName} />
      </div>
    </>
  );
}
