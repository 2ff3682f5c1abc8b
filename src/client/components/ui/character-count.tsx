import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { cn } from '#client/lib/cn';
import { fr } from '#shared/i18n/fr';

// A screen reader hears the count once typing pauses, not at every key (GOV.UK's pattern).
const ANNOUNCE_DELAY_MS = 1000;

/**
 * '180 / 200' under a field near its limit (`isShown`), in red past it. The field points at it
 * (`id`, aria-describedby); a polite live region says what is left once typing pauses.
 */
export function CharacterCount({
  id,
  count,
  max,
  isShown,
}: {
  id: string;
  count: number;
  max: number;
  isShown: boolean;
}) {
  const left = fr.forms.charactersLeft(count, max);
  const announced = useDebouncedValue(isShown ? left : '', ANNOUNCE_DELAY_MS);
  return (
    <>
      {isShown && (
        <p
          id={id}
          className={cn(
            'text-right text-xs tabular-nums',
            count > max ? 'font-medium text-danger' : 'text-muted',
          )}
        >
          <span aria-hidden>{fr.forms.characterCount(count, max)}</span>
          <span className="sr-only">{left}</span>
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </>
  );
}
