import { Badge } from '#client/components/ui/badge';
import { Table, TBody, TD, TH, THead, TR, TruncatedText } from '#client/components/ui/table';
import type { PaymentLine } from '#client/features/payments/api';
import { PaymentMismatch } from '#client/features/payments/payment-mismatch';
import { PercentageEdit } from '#client/features/payments/percentage-edit';
import { PaymentToggle, usePaidState } from '#client/features/payments/payment-toggle';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { paymentsScreen } from '#shared/i18n/fr-payments';

const t = paymentsScreen;
const c = t.columns;
const cell = 'px-3';

/**
 * One line per influencer of every deal whose payment was received. Every column shows from
 * 1536 px; narrower screens fold the brand under the deal, the deal and date under the
 * influencer and the rate under the amount, and phones the status and the percentage too, instead of scrolling
 * sideways (docs/decisions/0024). Names keep to one line (TruncatedText).
 */
export function PaymentsTable({
  lines,
  isUpdating,
  isSyncingPaid,
}: {
  lines: PaymentLine[];
  isUpdating: boolean;
  /** The percentage edit also sets the paid flag (spec §4's optional sync). */
  isSyncingPaid: boolean;
}) {
  return (
    <Table aria-label={t.listLabel} aria-busy={isUpdating || undefined}>
      <THead>
        <tr>
          <TH className={cell}>{c.influencer}</TH>
          <TH className={`hidden ${cell} xl:table-cell`}>{c.collaboration}</TH>
          <TH className={`hidden ${cell} 2xl:table-cell`}>{c.brand}</TH>
          <TH className={`hidden ${cell} md:table-cell`}>{c.date}</TH>
          <TH className={`hidden ${cell} text-right 2xl:table-cell`}>{c.rate}</TH>
          <TH className={`hidden ${cell} sm:table-cell`}>{c.percentage}</TH>
          <TH className={`${cell} text-right`}>{c.amount}</TH>
          <TH className={`hidden ${cell} sm:table-cell`}>{c.status}</TH>
          <TH className={`${cell} text-right`}>{c.actions}</TH>
        </tr>
      </THead>
      <TBody>
        {lines.map((line) => (
          <PaymentRow key={line.id} line={line} isSyncingPaid={isSyncingPaid} />
        ))}
      </TBody>
    </Table>
  );
}

function PaymentRow({ line, isSyncingPaid }: { line: PaymentLine; isSyncingPaid: boolean }) {
  const paid = usePaidState(line);
  const status = <PaymentStatus line={line} isPaid={paid.isPaid} />;
  return (
    <TR data-testid="payment-row">
      <TD className={cell}>
        <TruncatedText text={line.fullName} className="font-semibold" />
        <span className="flex gap-1 text-xs text-muted xl:hidden">
          <TruncatedText text={line.collaborationName} className="min-w-0" />
          <span>·</span>
          <TruncatedText text={line.brand} className="min-w-0" />
        </span>
        <span className="block text-xs text-muted md:hidden">{formatLongDate(line.dealDate)}</span>
        <div className="mt-2 sm:hidden">{status}</div>
      </TD>
      <TD className={`hidden ${cell} xl:table-cell`}>
        <TruncatedText text={line.collaborationName} />
        <TruncatedText text={line.brand} className="text-xs text-muted 2xl:hidden" />
      </TD>
      <TD className={`hidden ${cell} 2xl:table-cell`}>
        <TruncatedText text={line.brand} />
      </TD>
      <TD className={`hidden ${cell} whitespace-nowrap md:table-cell`}>
        {formatLongDate(line.dealDate)}
      </TD>
      <TD className={`hidden ${cell} text-right whitespace-nowrap tabular-nums 2xl:table-cell`}>
        {formatEuros(line.rateCents)}
      </TD>
      <TD className={`hidden ${cell} sm:table-cell`}>
        <PercentageEdit line={line} isSyncingPaid={isSyncingPaid} />
      </TD>
      <TD className={`${cell} text-right`}>
        <span
          data-testid="payment-amount"
          className="block font-semibold whitespace-nowrap tabular-nums"
        >
          {formatEuros(line.amountCents)}
        </span>
        <span className="block text-xs text-muted 2xl:hidden">
          {t.rateInline(formatEuros(line.rateCents))}
        </span>
        <div className="mt-1 sm:hidden">
          <PercentageEdit line={line} isSyncingPaid={isSyncingPaid} />
        </div>
      </TD>
      <TD className={`hidden ${cell} sm:table-cell`}>{status}</TD>
      <TD className={`${cell} text-right`}>
        <PaymentToggle line={line} state={paid} />
      </TD>
    </TR>
  );
}

/**
 * 'Payé' or 'En attente', for a paid line when and by whom, and a flag that contradicts the
 * percentage with its fix (issue 27).
 */
function PaymentStatus({ line, isPaid }: { line: PaymentLine; isPaid: boolean }) {
  return (
    <div className="space-y-1">
      <Badge tone={isPaid ? 'success' : 'warning'}>{isPaid ? t.statusPaid : t.statusPending}</Badge>
      {isPaid && line.paidAt && (
        <span className="block text-xs text-muted">{t.paidOn(formatLongDate(line.paidAt))}</span>
      )}
      {isPaid && line.paidBy && (
        <TruncatedText
          text={t.paidByName(`${line.paidBy.firstName} ${line.paidBy.lastName}`.trim())}
          className="text-xs text-muted"
        />
      )}
      <PaymentMismatch line={line} isPaid={isPaid} />
    </div>
  );
}
