// What a deal's billing shows is read from its switches, never typed (issue 11): the free text
// of the original stayed 'pending' on deals long paid. The billing_status column keeps the
// derived key, written at each save, for whoever reads the table itself.
import { isCollaborationInvoiceSent } from '#shared/domain/collaboration-switches';

export const BILLING_STATUSES = ['pending', 'invoiced', 'paid'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** Payment received wins (as for the status): a paid deal is paid, invoice switch or not. */
export function deriveBillingStatus(values: {
  isPaymentReceived: boolean;
  isInvoiceSent: boolean;
  invoiceNumber: string | null;
}): BillingStatus {
  if (values.isPaymentReceived) return 'paid';
  if (isCollaborationInvoiceSent(values)) return 'invoiced';
  return 'pending';
}

/**
 * A quote or invoice number beside its switch: sent with its number, sent without one (the
 * number is missing, which is not the same as 'not provided' beside 'sent: yes'), or not sent.
 * A number always means sent: it is kept only while its switch is on (decision 0010).
 */
export type DocumentNumberState =
  { kind: 'numbered'; number: string } | { kind: 'number_missing' } | { kind: 'not_sent' };

export function getDocumentNumberState(
  isSent: boolean,
  number: string | null | undefined,
): DocumentNumberState {
  const text = number?.trim() ?? '';
  if (text !== '') return { kind: 'numbered', number: text };
  return isSent ? { kind: 'number_missing' } : { kind: 'not_sent' };
}
