import { CircleCheck, Undo2 } from 'lucide-react';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { useChangePaymentLine, type PaymentLine } from '#client/features/payments/api';
import { paymentsScreen } from '#shared/i18n/fr-payments';

const t = paymentsScreen;

/** A line's paid state, as shown: the one being saved, or the server's. */
export const usePaidState = (line: PaymentLine) => {
  const change = useChangePaymentLine();
  const pending = change.isPending ? change.variables.isPaid : undefined;
  return { change, isPaid: pending ?? line.isPaid, isSaving: pending !== undefined };
};

/**
 * 'Marquer comme payé' / 'Marquer comme en attente' (spec §4: the toggle flips the flag; the
 * server records or clears when and by whom). Its name carries the influencer's. The words
 * show on wide screens; narrower ones keep the icon, whose name and tooltip say the same.
 */
export function PaymentToggle({
  line,
  state,
}: {
  line: PaymentLine;
  state: ReturnType<typeof usePaidState>;
}) {
  const { change, isPaid, isSaving } = state;
  const action = isPaid ? t.markPending : t.markPaid;
  const name = isPaid ? t.markPendingOf(line.fullName) : t.markPaidOf(line.fullName);
  const Icon = isPaid ? Undo2 : CircleCheck;

  const handleClick = () => {
    // Not disabled while saving: a disabled button would drop the keyboard's focus.
    if (isSaving) return;
    const next = !isPaid;
    change.mutate(
      { id: line.id, isPaid: next },
      {
        onSuccess: () =>
          toast.success(next ? t.markedPaid(line.fullName) : t.markedPending(line.fullName)),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <Button
      variant={isPaid ? 'ghost' : 'secondary'}
      size="sm"
      aria-label={name}
      aria-busy={isSaving || undefined}
      title={action}
      className="w-9 px-0 whitespace-nowrap 2xl:w-auto 2xl:px-3"
      onClick={handleClick}
    >
      <Icon aria-hidden className="h-4 w-4 shrink-0" />
      <span className="hidden 2xl:inline">{action}</span>
    </Button>
  );
}
