import { TriangleAlert } from 'lucide-react';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { useChangePaymentLine, type PaymentLine } from '#client/features/payments/api';
import { getPaymentFix, getPaymentMismatch } from '#shared/domain/payment-status';
import { paymentsScreen } from '#shared/i18n/fr-payments';

const t = paymentsScreen;

/**
 * 'Marqué payé à 0 %' or 'En attente à 100 %' under the status, with the one-click fix
 * (domain/payment-status): a line no longer says two things at once without saying so.
 * `isPaid` is the flag as shown, a toggle being saved included.
 */
export function PaymentMismatch({ line, isPaid }: { line: PaymentLine; isPaid: boolean }) {
  const change = useChangePaymentLine();
  const mismatch = getPaymentMismatch({ isPaid, paidPercentage: line.paidPercentage });
  if (!mismatch) return null;

  const handleFix = () => {
    if (change.isPending) return;
    change.mutate(
      { id: line.id, ...getPaymentFix(mismatch) },
      {
        onSuccess: () => toast.success(t.mismatchFixed(line.fullName)),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <div data-testid="payment-mismatch" className="space-y-1 text-left">
      <span className="flex items-center gap-1 text-xs font-semibold text-warning">
        <TriangleAlert aria-hidden className="h-3.5 w-3.5 shrink-0" />
        {t.mismatches[mismatch]}
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t.mismatchFixOf[mismatch](line.fullName)}
        aria-busy={change.isPending || undefined}
        // Wraps on a phone, where it sits under the name: the table never scrolls sideways.
        className="h-auto min-h-7 px-2 py-1 text-left text-xs"
        onClick={handleFix}
      >
        {t.mismatchFixes[mismatch]}
      </Button>
    </div>
  );
}
