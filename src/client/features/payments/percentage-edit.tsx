import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from '#client/lib/toast';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { useChangePaymentLine, type PaymentLine } from '#client/features/payments/api';
import { parsePaidPercentage } from '#shared/domain/invoicing';
import { isPaidAtPercentage } from '#shared/domain/payment-status';
import { paymentsScreen } from '#shared/i18n/fr-payments';

const t = paymentsScreen;

/**
 * The inline percentage edit (spec §2, §5): the button shows '50 %' and opens a field; Enter
 * saves the value as a whole 0..100 (150 is saved as 100, a non-number as 0), Escape cancels.
 * Leaving the field cancels too: an amount to pay changes only when asked for. Focus comes
 * back to the button, so the keyboard stays on the line. With `isSyncingPaid` (spec §4's
 * optional sync) the saved value also sets the flag: paid at 100 %, pending below.
 */
export function PercentageEdit({
  line,
  isSyncingPaid,
}: {
  line: PaymentLine;
  isSyncingPaid: boolean;
}) {
  const change = useChangePaymentLine();
  const [draft, setDraft] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isRefocusing = useRef(false);
  const hintId = useId();
  // The value being saved shows at once; the refreshed line then confirms it.
  const pending = change.isPending ? change.variables.paidPercentage : undefined;
  const shown = pending ?? line.paidPercentage;

  useEffect(() => {
    if (draft !== null || !isRefocusing.current) return;
    isRefocusing.current = false;
    buttonRef.current?.focus();
  }, [draft]);

  const close = () => {
    isRefocusing.current = true;
    setDraft(null);
  };
  const save = (text: string) => {
    close();
    const value = parsePaidPercentage(text);
    const isFlagChanging = isSyncingPaid && isPaidAtPercentage(value) !== line.isPaid;
    if (value === line.paidPercentage && !isFlagChanging) return;
    change.mutate(
      { id: line.id, paidPercentage: value, ...(isSyncingPaid ? { syncPaid: true } : {}) },
      {
        onSuccess: () => toast.success(t.percentageSaved(line.fullName, value)),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save(event.currentTarget.value);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (draft !== null) {
    return (
      <>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          // Opened by a click on the button: the field takes its place and the focus.
          autoFocus
          value={draft}
          aria-label={t.percentageFor(line.fullName)}
          aria-describedby={hintId}
          className="h-8 w-20 tabular-nums"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={() => setDraft(null)}
        />
        <span id={hintId} className="sr-only">
          {t.percentageKeys}
        </span>
      </>
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={t.editPercentageOf(line.fullName, shown)}
      aria-busy={pending !== undefined || undefined}
      title={t.editPercentage(line.fullName)}
      className="rounded-md border border-dashed border-border px-2 py-1 whitespace-nowrap tabular-nums hover:bg-surface-muted"
      onClick={() => setDraft(String(shown))}
    >
      {t.percentValue(shown)}
    </button>
  );
}
