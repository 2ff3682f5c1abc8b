import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '#client/components/ui/button';

/**
 * A form's list of rows added and removed in place (contacts, platforms, rates): its heading,
 * the rows (`children`, or `emptyText` when there are none), the list's own error, and the
 * button that adds a row.
 */
export function FieldArraySection({
  id,
  title,
  hint,
  isEmpty = false,
  emptyText,
  error,
  addLabel,
  onAdd,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  isEmpty?: boolean;
  emptyText?: string;
  error?: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  const heading = (
    <h3 id={id} className="text-base font-semibold">
      {title}
    </h3>
  );
  return (
    <section aria-labelledby={id} className="space-y-3">
      {hint ? (
        <div>
          {heading}
          <p className="text-sm text-muted">{hint}</p>
        </div>
      ) : (
        heading
      )}
      {isEmpty && emptyText && <p className="text-sm text-muted">{emptyText}</p>}
      {children}
      {error && <p className="text-sm text-danger">{error}</p>}
      <Button variant="secondary" size="sm" onClick={onAdd}>
        <Plus aria-hidden className="h-4 w-4" />
        {addLabel}
      </Button>
    </section>
  );
}
