import { FileText, Link as LinkIcon, Pencil, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import type { ResourceView } from '#client/features/resources/api';
import { formatFileSize } from '#shared/domain/file-size';
import { resourcesScreen } from '#shared/i18n/fr-resources';
import { fr } from '#shared/i18n/fr';

const t = resourcesScreen;

export type ResourceItemHandlers = {
  onOpen: (resource: ResourceView) => void;
  onEdit: (resource: ResourceView) => void;
  onDelete: (resource: ResourceView) => void;
};

/** A resource of a card: its name (opens the detail), its file or link, edit and delete. */
export function ResourceItem({
  resource,
  onOpen,
  onEdit,
  onDelete,
}: { resource: ResourceView } & ResourceItemHandlers) {
  const Icon = resource.fileUrl ? FileText : LinkIcon;
  return (
    <li data-testid="resource-item" className="flex items-start gap-2 py-2">
      <Icon aria-hidden className="mt-2 h-4 w-4 shrink-0 text-muted" />
      <div className="min-w-0 flex-1 wrap-anywhere">
        <button
          type="button"
          aria-label={t.openAria(resource.name)}
          onClick={() => onOpen(resource)}
          className="rounded py-1 text-left text-sm font-medium hover:underline"
        >
          {resource.name}
        </button>
        {resource.fileName && (
          <p className="text-xs text-muted">
            {resource.fileName} · {formatFileSize(resource.fileSize)}
          </p>
        )}
      </div>
      <div className="flex shrink-0">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.editAria(resource.name)}
          title={fr.common.edit}
          onClick={() => onEdit(resource)}
        >
          <Pencil aria-hidden className="h-4 w-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.deleteAria(resource.name)}
          title={fr.common.delete}
          className="text-danger"
          onClick={() => onDelete(resource)}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
        </Button>
      </div>
    </li>
  );
}
