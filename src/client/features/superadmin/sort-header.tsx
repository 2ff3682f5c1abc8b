import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TH } from '#client/components/ui/table';
import { cn } from '#client/lib/cn';
import type { SortDirection } from '#client/features/superadmin/api';

/**
 * A column header that sorts: a button inside the header cell, which says how the column is
 * sorted (aria-sort) so a screen reader hears it with the column's name.
 */
export function SortHeader({
  label,
  direction,
  onSort,
  className,
}: {
  label: string;
  direction: SortDirection | null;
  onSort: () => void;
  className?: string;
}) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  const isRight = className?.includes('text-right');
  return (
    <TH
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      className={className}
    >
      <button
        type="button"
        onClick={onSort}
        className={cn(
          'inline-flex items-center gap-1 rounded-sm whitespace-nowrap uppercase hover:text-foreground',
          isRight && 'flex-row-reverse',
          direction && 'text-foreground',
        )}
      >
        {label}
        <Icon aria-hidden className={cn('h-3.5 w-3.5', !direction && 'opacity-50')} />
      </button>
    </TH>
  );
}
