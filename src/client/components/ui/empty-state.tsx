import type { ReactNode } from 'react';
import { fr } from '#shared/i18n/fr';

export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-border p-10 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      {text && <p className="mt-1 text-sm text-muted">{text}</p>}
      {action && <div className="mt-4 flex justify-center">{action}</div>}
    </div>
  );
}

/** An empty list: nothing matches the search or filters, or there is nothing yet. */
export function ListEmptyState({
  isFiltered,
  title,
  text,
  action,
}: {
  isFiltered: boolean;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return isFiltered ? (
    <EmptyState title={fr.common.noResultsTitle} text={fr.common.noResultsText} />
  ) : (
    <EmptyState title={title} text={text} action={action} />
  );
}
