import { Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { fr } from '#shared/i18n/fr';

/** The trash icon that takes a row out of a form; `label` says which row, for screen readers. */
export function RemoveButton({
  label,
  className,
  onClick,
}: {
  label: string;
  className?: string;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={fr.common.remove}
      className={cn('text-danger', className)}
      onClick={onClick}
    >
      <Trash2 aria-hidden className="h-4 w-4" />
    </Button>
  );
}
