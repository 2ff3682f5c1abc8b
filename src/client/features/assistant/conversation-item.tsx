import { Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import type { ConversationSummary } from '#client/features/assistant/api';
import { formatDateTime } from '#shared/domain/dates';
import { assistantScreen } from '#shared/i18n/fr-assistant';
import { fr } from '#shared/i18n/fr';

const t = assistantScreen;

/** One past conversation: its title opens it, the trash deletes it (after asking). */
export function ConversationItem({
  conversation,
  isOpen,
  onOpen,
  onDelete,
}: {
  conversation: ConversationSummary;
  isOpen: boolean;
  onOpen: () => void;
  onDelete: () => void;
}) {
  return (
    <li
      data-testid="conversation-item"
      className={cn('flex items-start gap-1 rounded-md', isOpen && 'bg-surface-muted')}
    >
      <button
        type="button"
        aria-current={isOpen || undefined}
        onClick={onOpen}
        className="min-w-0 flex-1 rounded-md px-2 py-2 text-left hover:bg-surface-muted"
      >
        <span className={cn('block text-sm [overflow-wrap:anywhere]', isOpen && 'font-semibold')}>
          {conversation.title}
        </span>
        <span className="block text-xs text-muted">{formatDateTime(conversation.updatedAt)}</span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t.deleteConversation(conversation.title)}
        title={fr.common.delete}
        className="shrink-0 text-danger"
        onClick={onDelete}
      >
        <Trash2 aria-hidden className="h-4 w-4" />
      </Button>
    </li>
  );
}
