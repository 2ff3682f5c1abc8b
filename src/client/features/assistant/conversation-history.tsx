import { useState, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { PagedList } from '#client/components/ui/paged-list';
import { cn } from '#client/lib/cn';
import { conversationsListQuery, type ConversationSummary } from '#client/features/assistant/api';
import { ConversationItem } from '#client/features/assistant/conversation-item';
import { DeleteConversationDialog } from '#client/features/assistant/delete-conversation-dialog';
import { assistantScreen } from '#shared/i18n/fr-assistant';

const t = assistantScreen;
const LIST_ID = 'assistant-conversations';

/**
 * The caller's past conversations, most recent first. Beside the chat on wide screens; above
 * it, folded behind a button, on small ones.
 */
export function ConversationHistory({
  openId,
  onOpen,
  onDeleted,
}: {
  openId: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const list = useInfiniteQuery(conversationsListQuery());
  const [isUnfolded, setUnfolded] = useState(false);
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);
  const handleOpen = (id: string) => {
    setUnfolded(false);
    onOpen(id);
  };

  return (
    <>
      <HistoryBox isUnfolded={isUnfolded} onToggle={() => setUnfolded(!isUnfolded)}>
        <PagedList
          list={list}
          loadFailed={t.conversationsLoadFailed}
          empty={<p className="px-2 py-3 text-sm text-muted">{t.noConversation}</p>}
        >
          {(items) => (
            <ul className="max-h-[60dvh] space-y-1 overflow-y-auto">
              {items.map((conversation) => (
                <ConversationItem
                  key={conversation.id}
                  conversation={conversation}
                  isOpen={conversation.id === openId}
                  onOpen={() => handleOpen(conversation.id)}
                  onDelete={() => setDeleting(conversation)}
                />
              ))}
            </ul>
          )}
        </PagedList>
      </HistoryBox>
      {deleting && (
        <DeleteConversationDialog
          conversation={deleting}
          onDeleted={onDeleted}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}

/**
 * The list's box and its heading, which on small screens is the button that unfolds the list (a
 * disclosure): also what index.html shows of the page before the app's code has arrived
 * (AssistantFrame, app/boot-frames.tsx).
 */
export function HistoryBox({
  isUnfolded,
  onToggle,
  children,
}: {
  isUnfolded: boolean;
  onToggle: () => void;
  children?: ReactNode;
}) {
  return (
    <aside
      aria-labelledby={`${LIST_ID}-title`}
      className="min-w-0 rounded-xl border border-border bg-surface p-3 shadow-sm lg:self-start"
    >
      <h2 id={`${LIST_ID}-title`} className="text-sm font-semibold">
        <button
          type="button"
          aria-expanded={isUnfolded}
          aria-controls={LIST_ID}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-2 rounded-md px-2 py-1 hover:bg-surface-muted lg:hidden"
        >
          {t.conversations}
          <ChevronDown aria-hidden className={cn('h-4 w-4', isUnfolded && 'rotate-180')} />
        </button>
        <span className="hidden px-2 lg:inline">{t.conversations}</span>
      </h2>
      <div id={LIST_ID} className={cn('mt-2 lg:block', !isUnfolded && 'hidden')}>
        {children}
      </div>
    </aside>
  );
}
