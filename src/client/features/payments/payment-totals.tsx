import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock } from 'lucide-react';
import { Card } from '#client/components/ui/card';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { cn } from '#client/lib/cn';
import { paymentTotalsQuery, type PaymentQueryFilters } from '#client/features/payments/api';
import { formatEuros } from '#shared/domain/money';
import { paymentsScreen } from '#shared/i18n/fr-payments';
import { fr } from '#shared/i18n/fr';

const t = paymentsScreen;

/**
 * 'En attente' and 'Payé': how many lines and the sum of their amounts, counted by the server
 * over the whole filtered set (not the page on screen), for the same search and period. Each
 * figure says what it sums (issue 27): the spec's amount is rate × %, so a line still at 0 %
 * counts 0 €; 'Reste à payer' beside it is what the pending lines still owe.
 */
export function PaymentTotals({ filters }: { filters: PaymentQueryFilters }) {
  const totals = useQuery(paymentTotalsQuery(filters));
  if (totals.isError && !totals.data) {
    return (
      <div className="mb-6">
        <RetryAlert
          title={t.totalsLoadFailed}
          error={totals.error}
          onRetry={() => totals.refetch()}
        />
      </div>
    );
  }
  return (
    <section
      aria-label={t.totalsLabel}
      aria-busy={totals.isFetching || undefined}
      className="mb-6 grid grid-cols-2 gap-3 sm:gap-4"
    >
      <TotalCard
        testId="payments-pending"
        title={t.pendingTitle}
        text={t.pendingText}
        total={totals.data?.pending}
        isRemainingShown
        icon={<Clock aria-hidden className="h-5 w-5 shrink-0 text-warning" />}
      />
      <TotalCard
        testId="payments-paid"
        title={t.paidTitle}
        text={t.paidText}
        total={totals.data?.paid}
        icon={<CircleCheck aria-hidden className="h-5 w-5 shrink-0 text-success" />}
      />
    </section>
  );
}

function TotalCard({
  testId,
  title,
  text,
  total,
  isRemainingShown = false,
  icon,
}: {
  testId: string;
  title: string;
  text: string;
  total: { count: number; amountCents: number; remainingCents: number } | undefined;
  isRemainingShown?: boolean;
  icon: ReactNode;
}) {
  return (
    <Card data-testid={testId} className="p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold">{title}</h2>
          <p className="text-sm text-muted">{text}</p>
        </div>
        {icon}
      </div>
      {/* Figures, not paragraphs: a big bold <p> reads to axe as a heading in disguise. */}
      <div
        data-testid="total-amount"
        className={cn('mt-3 text-xl font-bold tabular-nums sm:text-2xl', !total && 'text-muted')}
      >
        {total ? formatEuros(total.amountCents) : '…'}
      </div>
      <div className="text-xs text-muted">{t.amountCaption}</div>
      <div data-testid="total-count" className="text-sm text-muted">
        {total ? t.lineCount(total.count) : fr.common.loading}
      </div>
      {isRemainingShown && total && (
        <div className="mt-3 border-t border-border pt-2">
          <div data-testid="total-remaining" className="font-semibold tabular-nums">
            {t.remainingValue(formatEuros(total.remainingCents))}
          </div>
          <div className="text-xs text-muted">{t.remainingCaption}</div>
        </div>
      )}
    </Card>
  );
}
