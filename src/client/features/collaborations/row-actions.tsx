import type { MouseEvent } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { TruncatedText } from '#client/components/ui/table';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;

// The row opens the detail on click: the actions must not also do that.
const only = (action: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  action();
};

/** The pencil and the trash of a row, named after the collaboration for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex justify-end">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t.editNamed(name)}
        title={fr.common.edit}
        onClick={only(onEdit)}
      >
        <Pencil aria-hidden className="h-4 w-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t.deleteNamed(name)}
        title={fr.common.delete}
        className="text-danger"
        onClick={only(onDelete)}
      >
        <Trash2 aria-hidden className="h-4 w-4" />
      </Button>
    </div>
  );
}

/** The name: a button, so the keyboard opens the detail as a click on the row does. */
export function NameButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  return (
    <TruncatedText
      text={name}
      onClick={only(onOpen)}
      className="font-semibold text-foreground hover:text-link hover:underline"
    />
  );
}
