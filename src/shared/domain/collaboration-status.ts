// The status of a collaboration is derived from its flags and never stored, so it cannot
// disagree with them (spec §4).

export type CollaborationStatus = 'pending' | 'in_progress' | 'completed';

export const COLLABORATION_STATUSES: readonly CollaborationStatus[] = [
  'pending',
  'in_progress',
  'completed',
];

export function deriveCollaborationStatus(flags: {
  paymentReceived: boolean;
  quoteSent: boolean;
}): CollaborationStatus {
  // Payment wins over the quote: a paid collaboration is finished whatever else is set.
  if (flags.paymentReceived) return 'completed';
  if (flags.quoteSent) return 'in_progress';
  return 'pending';
}

export const POST_PROGRESS_VALUES = [0, 30, 50, 100] as const;
export type PostProgress = (typeof POST_PROGRESS_VALUES)[number];

export function isPostProgress(value: unknown): value is PostProgress {
  return typeof value === 'number' && (POST_PROGRESS_VALUES as readonly number[]).includes(value);
}

// Only a complete post counts as published; 30 and 50 are work in progress.
export function isPostPublished(progress: number): boolean {
  return progress === 100;
}

// The form's 'posted' switch only knows published or not started.
export function postProgressForPostedSwitch(isOn: boolean): PostProgress {
  return isOn ? 100 : 0;
}

// "Invoice sent" is not a flag of its own: it reads as on whenever an invoice number exists.
export function isInvoiceSent(invoiceNumber: string | null | undefined): boolean {
  return typeof invoiceNumber === 'string' && invoiceNumber.trim() !== '';
}

export type CollaborationIndicators = {
  quoteSent: boolean;
  contractSigned: boolean;
  castingValidated: boolean;
  postPublished: boolean;
  invoiceSent: boolean;
  paymentReceived: boolean;
};

// The order of the six indicators on a collaboration row.
export const INDICATOR_KEYS: readonly (keyof CollaborationIndicators)[] = [
  'quoteSent',
  'contractSigned',
  'castingValidated',
  'postPublished',
  'invoiceSent',
  'paymentReceived',
];

export function getCollaborationIndicators(collaboration: {
  quoteSent: boolean;
  contractSigned: boolean;
  castingValidated: boolean;
  postProgress: number;
  invoiceNumber: string | null;
  paymentReceived: boolean;
}): CollaborationIndicators {
  return {
    quoteSent: collaboration.quoteSent,
    contractSigned: collaboration.contractSigned,
    castingValidated: collaboration.castingValidated,
    postPublished: isPostPublished(collaboration.postProgress),
    invoiceSent: isInvoiceSent(collaboration.invoiceNumber),
    paymentReceived: collaboration.paymentReceived,
  };
}
