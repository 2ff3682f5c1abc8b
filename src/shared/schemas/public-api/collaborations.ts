import { z } from 'zod';
import { BILLING_STATUSES } from '#shared/domain/billing-status';
import { POST_PROGRESS_VALUES } from '#shared/domain/collaboration-status';
import { CATEGORIES } from '#shared/domain/compliance/compliance-types';
import { CONTENT_STAGES } from '#shared/domain/content-stages';
import { COLLABORATION_TYPES } from '#shared/domain/enums';
import {
  centsAnswer,
  collaborationStatusAnswer,
  dayAnswer,
  idAnswer,
  momentAnswer,
  pageAnswer,
  versionAnswer,
} from '#shared/schemas/public-api/answers';

// The answers of /api/v1/collaborations: what the Collaborations screen's services return.

const indicatorsAnswer = z.strictObject({
  quoteSent: z.boolean(),
  contractSigned: z.boolean(),
  castingValidated: z.boolean(),
  postPublished: z.boolean(),
  invoiceSent: z.boolean(),
  paymentReceived: z.boolean(),
});

const deliverableAnswer = z.strictObject({
  id: idAnswer,
  type: z.string(),
  description: z.string(),
  priceCents: centsAnswer,
  isPosted: z.boolean(),
  publishOn: dayAnswer.nullable(),
  stage: z.enum(CONTENT_STAGES),
  isRetouched: z.boolean(),
  isVirtual: z.boolean(),
});

const lineAnswer = z.strictObject({
  id: idAnswer,
  influencerId: idAnswer.nullable(),
  fullName: z.string(),
  isCreatorInvoicePaid: z.boolean(),
  paidPercentage: z.int(),
  giftsCents: centsAnswer,
  deliverables: z.array(deliverableAnswer),
  rateCents: centsAnswer,
  amountToInvoiceCents: centsAnswer,
});

export const collaborationAnswer = z.strictObject({
  id: idAnswer,
  name: z.string(),
  type: z.enum(COLLABORATION_TYPES),
  clientId: idAnswer.nullable(),
  brand: z.string(),
  contactDate: dayAnswer,
  signatureDate: dayAnswer.nullable(),
  manager: z.string(),
  quoteNumber: z.string(),
  invoiceNumber: z.string(),
  billingStatus: z.enum(BILLING_STATUSES),
  isQuoteSent: z.boolean(),
  isContractSigned: z.boolean(),
  isCastingValidated: z.boolean(),
  isInvoiceSent: z.boolean(),
  isPaymentReceived: z.boolean(),
  postProgress: z.literal(POST_PROGRESS_VALUES),
  category: z.enum(CATEGORIES).nullable(),
  areCategoryConditionsMet: z.boolean(),
  rightsUsage: z.string(),
  rightsMonths: z.int().nullable(),
  exclusivity: z.string(),
  paymentDays: z.int().nullable(),
  hasContracts: z.boolean(),
  status: collaborationStatusAnswer,
  indicators: indicatorsAnswer,
  influencers: z.array(lineAnswer),
  totalCents: centsAnswer,
  billedCents: centsAnswer.nullable(),
  invoiceDate: dayAnswer.nullable(),
  version: versionAnswer,
  costs: z.array(z.strictObject({ label: z.string(), amountCents: centsAnswer })),
  costsCents: centsAnswer,
  marginCents: centsAnswer.nullable(),
  marginRate: z.number().nullable(),
  isLoss: z.boolean(),
  createdAt: momentAnswer,
  updatedAt: momentAnswer,
});

export const collaborationSummaryAnswer = z.strictObject({
  id: idAnswer,
  name: z.string(),
  type: z.enum(COLLABORATION_TYPES),
  brand: z.string(),
  clientId: idAnswer.nullable(),
  contactDate: dayAnswer,
  signatureDate: dayAnswer.nullable(),
  manager: z.string(),
  status: collaborationStatusAnswer,
  indicators: indicatorsAnswer,
  influencerCount: z.int(),
  totalCents: centsAnswer,
  billedCents: centsAnswer.nullable(),
  marginCents: centsAnswer.nullable(),
  marginRate: z.number().nullable(),
});

export const collaborationPageAnswer = pageAnswer(collaborationSummaryAnswer);
