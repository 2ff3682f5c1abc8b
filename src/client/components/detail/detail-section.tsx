import { useId, type ReactNode } from 'react';

/**
 * A titled part of a detail, named by its heading. When `isEmpty`, `emptyText` stands in for
 * the children. `id` is the heading's, for a table inside that is labelled by it too.
 */
export function DetailSection({
  id,
  title,
  isEmpty = false,
  emptyText,
  children,
}: {
  id?: string;
  title: string;
  isEmpty?: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <section aria-labelledby={headingId} className="space-y-2 wrap-anywhere">
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {isEmpty ? <p className="text-sm text-muted">{emptyText}</p> : children}
    </section>
  );
}
