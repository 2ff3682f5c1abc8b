import { useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { LoadMoreButton } from '#client/components/ui/load-more-button';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { fr } from '#shared/i18n/fr';

export type PickerListProps<T> = {
  label: string;
  placeholder: string;
  text: string;
  onTextChange: (text: string) => void;
  items: T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onSelect: (item: T) => void;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  autoFocus?: boolean;
};

/**
 * A search box over a list of choices (the combobox pattern): type to search, ↑ ↓ Home End to
 * move, Enter to pick; a click picks too. The list scrolls at 24rem (spec §9). Enter never
 * submits a form around the picker. A long name wraps rather than being cut: the option the
 * keyboard is on has no tooltip to show the rest.
 */
export function PickerList<T>(props: PickerListProps<T>) {
  const { items, getKey, onSelect } = props;
  const listId = useId();
  const [active, setActive] = useState(0);
  const current = Math.min(active, items.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(items.length - 1, index));
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves && items.length > 0) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[current];
      if (item) onSelect(item);
    }
  };

  return (
    <div className="space-y-2">
      <Field label={props.label}>
        <PickerInput
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={items.length > 0 ? optionId(current) : undefined}
          placeholder={props.placeholder}
          value={props.text}
          autoFocus={props.autoFocus}
          onChange={(event) => {
            props.onTextChange(event.target.value);
            setActive(0);
          }}
          onKeyDown={handleKeyDown}
        />
      </Field>
      {props.isLoading ? (
        <Spinner label={fr.common.loading} />
      ) : props.error ? (
        <RetryAlert title={fr.pickers.loadFailed} error={props.error} onRetry={props.onRetry} />
      ) : items.length === 0 ? (
        <p role="status" className="p-4 text-center text-sm text-muted">
          {fr.common.noResultsTitle}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={fr.pickers.results}
        className={cn(
          'max-h-96 overflow-y-auto rounded-lg border border-border bg-surface wrap-anywhere',
          items.length === 0 && 'hidden',
        )}
      >
        {items.map((item, index) => (
          <li
            key={getKey(item)}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            onClick={() => onSelect(item)}
            onMouseMove={() => index !== current && setActive(index)}
            className={cn(
              'cursor-pointer border-b border-border px-3 py-2 text-sm last:border-b-0',
              index === current && 'bg-surface-muted outline-2 -outline-offset-2 outline-ring',
            )}
          >
            {props.renderItem(item)}
          </li>
        ))}
      </ul>
      {props.hasMore && (
        <LoadMoreButton isLoading={props.isLoadingMore} onClick={props.onLoadMore} />
      )}
    </div>
  );
}

// Field gives its control an id and ARIA attributes: they must reach the <input>.
function PickerInput(props: ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
      />
      <Input type="search" autoComplete="off" className="pl-9" {...props} />
    </div>
  );
}
