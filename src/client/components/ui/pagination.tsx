import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { getPageBarItems } from '#shared/domain/pagination';
import { fr } from '#shared/i18n/fr';

/** The spec's page bar: 1 to 3, the last, the current with its neighbours, ellipses between. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={fr.common.pagination}
      className="mt-4 flex flex-wrap items-center justify-center gap-1"
    >
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden className="h-4 w-4" />
        {fr.common.previous}
      </Button>
      {getPageBarItems(page, pageCount).map((item, index) =>
        item === 'ellipsis' ? (
          <span key={`e${index}`} aria-hidden className="px-2 text-muted">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => onPageChange(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={fr.common.page(item)}
            className={cn(
              'h-8 min-w-8 rounded-md px-2 text-sm font-medium',
              item === page ? 'bg-primary text-primary-foreground' : 'hover:bg-surface-muted',
            )}
          >
            {item}
          </button>
        ),
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {fr.common.next}
        <ChevronRight aria-hidden className="h-4 w-4" />
      </Button>
    </nav>
  );
}
