// How the stored switches of a collaboration read (spec §4), in one model for both forms of
// the original (docs/decisions/0010). The status itself lives in collaboration-status.ts.
import {
  deriveCollaborationStatus,
  getCollaborationIndicators,
  isInvoiceSent,
  type CollaborationIndicators,
  type CollaborationStatus,
} from '#shared/domain/collaboration-status';

type NumberedSwitches = {
  isQuoteSent: boolean;
  quoteNumber: string;
  isInvoiceSent: boolean;
  invoiceNumber: string;
};

/**
 * The quote and invoice numbers are typed only while their switch is on (the inputs are hidden
 * otherwise), so turning a switch off clears its number: the original did so for the invoice.
 * A number therefore always means its switch is on.
 */
export function keepNumbersOfSwitchesOn<T extends NumberedSwitches>(values: T): T {
  return {
    ...values,
    quoteNumber: values.isQuoteSent ? values.quoteNumber : '',
    invoiceNumber: values.isInvoiceSent ? values.invoiceNumber : '',
  };
}

/** "Invoice sent" is its own switch; an invoice number written before it existed also counts. */
export function isCollaborationInvoiceSent(values: {
  isInvoiceSent: boolean;
  invoiceNumber: string | null;
}): boolean {
  return values.isInvoiceSent || isInvoiceSent(values.invoiceNumber);
}

export type StoredSwitches = {
  isQuoteSent: boolean;
  isContractSigned: boolean;
  isCastingValidated: boolean;
  isInvoiceSent: boolean;
  isPaymentReceived: boolean;
  postProgress: number;
  invoiceNumber: string | null;
};

/** The six row indicators of a stored collaboration, in the order of INDICATOR_KEYS. */
export function getStoredIndicators(values: StoredSwitches): CollaborationIndicators {
  return {
    ...getCollaborationIndicators({
      quoteSent: values.isQuoteSent,
      contractSigned: values.isContractSigned,
      castingValidated: values.isCastingValidated,
      postProgress: values.postProgress,
      invoiceNumber: values.invoiceNumber,
      paymentReceived: values.isPaymentReceived,
    }),
    invoiceSent: isCollaborationInvoiceSent(values),
  };
}

export function getStoredStatus(values: {
  isQuoteSent: boolean;
  isPaymentReceived: boolean;
}): CollaborationStatus {
  return deriveCollaborationStatus({
    paymentReceived: values.isPaymentReceived,
    quoteSent: values.isQuoteSent,
  });
}

/**
 * The flags that give each status, for filters that cannot call deriveCollaborationStatus
 * (SQL). `null` means either value. Tested against deriveCollaborationStatus on every case.
 */
export const STATUS_FLAGS: Record<
  CollaborationStatus,
  { isPaymentReceived: boolean; isQuoteSent: boolean | null }
> = {
  completed: { isPaymentReceived: true, isQuoteSent: null },
  in_progress: { isPaymentReceived: false, isQuoteSent: true },
  pending: { isPaymentReceived: false, isQuoteSent: false },
};
