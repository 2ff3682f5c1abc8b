import { z } from 'zod';
import { isAcceptedDay } from '#shared/domain/dates';
import { COLLABORATION_STATUSES, POST_PROGRESS_VALUES } from '#shared/domain/collaboration-status';
import { keepNumbersOfSwitchesOn } from '#shared/domain/collaboration-switches';
import { getCollaborationTotalCents, isStorableTotal } from '#shared/domain/collaboration-totals';
import { COLLABORATION_TYPES } from '#shared/domain/enums';
import { sumCostsCents } from '#shared/domain/profitability';
import {
  booleanField,
  cursorField,
  dayField,
  enumField,
  idField,
  optionalIdField,
  optionalText,
  queryIntegerField,
  requiredText,
  searchField,
  textField,
  wholeNumberField,
  withVersion,
} from '#shared/schemas/fields';
import { optionalIntegerBetween } from '#shared/schemas/contract-fields';
import { CATEGORIES } from '#shared/domain/compliance/compliance-types';
import { castingsScreen } from '#shared/i18n/fr-castings';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';
import { fr } from '#shared/i18n/fr';
import { COLLABORATIONS_PAGE_LIMIT } from '#shared/domain/list-limits';

export { COLLABORATIONS_PAGE_LIMIT };

const t = fr.collaborations;
const terms = complianceFields.collaboration;

/** The longest rights period and payment term a deal takes, in months and days. */
export const MAX_RIGHTS_MONTHS = 120;
export const MAX_PAYMENT_DAYS = 120;

// A select left on 'À confirmer' sends '': not yet confirmed, like null.
const categoryField = z
  .union([z.literal(''), enumField(CATEGORIES, terms.category)], {
    error: fr.fields.invalid(terms.category),
  })
  .nullish()
  .transform((value) => value || null);

/** An optional day: '' or null (an emptied date input) means none; else as `dayField`. */
const optionalDayField = (label: string) =>
  textField(label, fr.fields.invalidDate(label))
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isAcceptedDay(value), fr.fields.invalidDate(label));

const percentageField = (label: string) =>
  z
    .number({ error: t.messages.percentage(label) })
    .int(t.messages.percentage(label))
    .min(0, t.messages.percentage(label))
    .max(100, t.messages.percentage(label));

const postProgressField = z.literal(POST_PROGRESS_VALUES, {
  error: t.messages.postProgress(t.postProgress),
});

/** A deliverable: one of DELIVERABLE_TYPES or a free-text type (the campaign form allows it). */
export const deliverableInputSchema = z.object({
  // The deliverable's id from GET /:id, sent back on edit: it keeps its content (issue 29).
  id: idField(t.deliverable).nullish(),
  type: requiredText(t.deliverableType, 60),
  description: optionalText(t.deliverableDescription, 2000),
  priceCents: wholeNumberField(t.deliverablePrice),
  isPosted: booleanField(t.deliverablePosted).default(false),
  publishOn: optionalDayField(t.deliverablePublishOn),
  // Issue 31: the caption must then say 'Image retouchée' / 'Image virtuelle'.
  isRetouched: booleanField(terms.isRetouched).default(false),
  isVirtual: booleanField(terms.isVirtual).default(false),
});
export type DeliverableInput = z.infer<typeof deliverableInputSchema>;

/** A line of 'Frais annexes (HT)': production, shipping, ads… */
export const collaborationCostInputSchema = z.object({
  label: requiredText(t.costLabel, 200),
  amountCents: wholeNumberField(t.costAmount),
});
export type CollaborationCostInput = z.infer<typeof collaborationCostInputSchema>;

export const MAX_COLLABORATION_COSTS = 50;
export const MAX_COLLABORATION_INFLUENCERS = 200;
export const MAX_INFLUENCER_DELIVERABLES = 50;

/**
 * One influencer of the collaboration. `id` is the line's id from GET /:id, sent back on edit:
 * it keeps the line (and the name of an influencer deleted since, whose influencerId is null).
 */
export const collaborationInfluencerInputSchema = z.object({
  id: idField(t.influencer).nullish(),
  influencerId: idField(t.influencer).nullable(),
  isCreatorInvoicePaid: booleanField(t.isCreatorInvoicePaid).default(false),
  paidPercentage: percentageField(t.paidPercentage).default(0),
  // Issue 31: gifts (HT), beside the rate but never part of it nor of the total.
  giftsCents: wholeNumberField(terms.giftsCents).default(0),
  deliverables: z
    .array(deliverableInputSchema, { error: fr.fields.invalid(t.deliverables) })
    .max(MAX_INFLUENCER_DELIVERABLES, fr.fields.tooLong(t.deliverables))
    .default([]),
});
export type CollaborationInfluencerInput = z.infer<typeof collaborationInfluencerInputSchema>;

/**
 * Create and edit take the same body, for both screens (docs/decisions/0010): an edit replaces
 * the influencers and their deliverables. Rates and the total are not part of it: the server
 * computes them from the prices.
 */
export const collaborationInputSchema = z
  .object({
    name: requiredText(t.name),
    type: enumField(COLLABORATION_TYPES, t.type),
    // Required; null only keeps a collaboration whose client has been deleted (server-checked).
    clientId: idField(t.client).nullable(),
    contactDate: dayField(t.contactDate),
    signatureDate: optionalDayField(t.signatureDate),
    manager: requiredText(t.manager),
    quoteNumber: optionalText(t.quoteNumber, 100),
    invoiceNumber: optionalText(t.invoiceNumber, 100),
    // Derived from the switches (deriveBillingStatus): a value sent is checked as text, then
    // ignored. The field stays for callers of the old body.
    billingStatus: optionalText(t.billingStatus, 100),
    isQuoteSent: booleanField(t.isQuoteSent).default(false),
    isContractSigned: booleanField(t.isContractSigned).default(false),
    isCastingValidated: booleanField(t.isCastingValidated).default(false),
    isInvoiceSent: booleanField(t.isInvoiceSent).default(false),
    isPaymentReceived: booleanField(t.isPaymentReceived).default(false),
    postProgress: postProgressField.default(0),
    // Issue 31 ('Conformité et contrat'): null while the user has not confirmed a category.
    category: categoryField,
    areCategoryConditionsMet: booleanField(terms.areCategoryConditionsMet).default(false),
    rightsUsage: optionalText(terms.rightsUsage, 2000),
    rightsMonths: optionalIntegerBetween(terms.rightsMonths, 0, MAX_RIGHTS_MONTHS),
    exclusivity: optionalText(terms.exclusivity, 500),
    paymentDays: optionalIntegerBetween(terms.paymentDays, 0, MAX_PAYMENT_DAYS),
    influencers: z
      .array(collaborationInfluencerInputSchema, { error: fr.fields.invalid(t.influencers) })
      .max(MAX_COLLABORATION_INFLUENCERS, fr.fields.tooLong(t.influencers))
      .default([]),
    // The client's side (issue 20): null while the amount billed is not known; the margin is
    // the server's (shared/domain/profitability), never taken from the body.
    billedCents: wholeNumberField(t.billedAmount).nullish().default(null),
    invoiceDate: optionalDayField(t.invoiceDate),
    costs: z
      .array(collaborationCostInputSchema, { error: fr.fields.invalid(t.costs) })
      .max(MAX_COLLABORATION_COSTS, fr.fields.tooLong(t.costs))
      .default([]),
    // 'Créer la collaboration' from a casting: the new deal is linked to it (create only).
    castingId: optionalIdField(castingsScreen.fields.casting),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.influencers.forEach((line, index) => {
      if (line.influencerId === null) return;
      if (seen.has(line.influencerId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['influencers', index, 'influencerId'],
          message: t.messages.duplicateInfluencer(t.influencer),
        });
      }
      seen.add(line.influencerId);
    });
    if (!isStorableTotal(getCollaborationTotalCents(value.influencers))) {
      ctx.addIssue({
        code: 'custom',
        path: ['influencers'],
        message: t.messages.totalTooLarge(t.influencers),
      });
    }
    if (!isStorableTotal(sumCostsCents(value.costs))) {
      ctx.addIssue({ code: 'custom', path: ['costs'], message: t.messages.costsTooLarge(t.costs) });
    }
  })
  .transform(keepNumbersOfSwitchesOn);
export type CollaborationInput = z.infer<typeof collaborationInputSchema>;
/** A full edit (issue 28): the same body and the version it was read at. */
export const collaborationUpdateSchema = withVersion(collaborationInputSchema);
export type CollaborationUpdate = z.infer<typeof collaborationUpdateSchema>;
export type CollaborationFormValues = z.input<typeof collaborationInputSchema>;

export const COLLABORATION_SORTS = ['newest', 'oldest'] as const;
export type CollaborationSort = (typeof COLLABORATION_SORTS)[number];

/** Keyset pagination: `cursor` is the `nextCursor` of the previous page, opaque to callers. */
export const collaborationListQuerySchema = z.object({
  q: searchField(t.search),
  status: enumField(['all', ...COLLABORATION_STATUSES] as const, t.statusFilter).default('all'),
  type: enumField(['all', ...COLLABORATION_TYPES] as const, t.typeFilter).default('all'),
  sort: enumField(COLLABORATION_SORTS, t.sort).default('newest'),
  cursor: cursorField(t.cursor),
  limit: queryIntegerField(t.limit, 1, 100).default(COLLABORATIONS_PAGE_LIMIT),
});
export type CollaborationListQuery = z.infer<typeof collaborationListQuerySchema>;
/** 'Exporter': the list's search, filters and order, every match. */
export const collaborationExportQuerySchema = collaborationListQuerySchema.omit({
  cursor: true,
  limit: true,
});
export type CollaborationExportQuery = z.infer<typeof collaborationExportQuerySchema>;
