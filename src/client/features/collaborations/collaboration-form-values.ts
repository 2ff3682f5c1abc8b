import type { Resolver, UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CastingDraft, CollaborationDetail } from '#client/features/collaborations/api';
import type { ScreenVariant } from '#client/features/collaborations/collaboration-dialogs';
import { today } from '#shared/domain/dates';
import {
  collaborationInputSchema,
  type CollaborationFormValues,
  type CollaborationInput,
  type DeliverableInput,
} from '#shared/schemas/collaborations';
import { fr } from '#shared/i18n/fr';

export type CollaborationForm = UseFormReturn<CollaborationFormValues, unknown, CollaborationInput>;

/** What the form shows of each influencer line besides its values: the name, by line. */
export type LineNames = Record<string, string>;
export const lineNameKey = (line: { influencerId?: string | null; id?: string | null }) =>
  line.influencerId ?? line.id ?? '';

// Prices are typed in euros; an empty price is a free deliverable (spec §5: missing counts 0).
export const newDeliverable = (): DeliverableInput => ({
  type: 'post_instagram',
  description: '',
  priceCents: 0,
  isPosted: false,
  publishOn: '',
  isRetouched: false,
  isVirtual: false,
});

/**
 * A new deal: contact today; the Collaborations form also prefills the signature with today as
 * the original did, the campaign form leaves it empty (docs/decisions/0010).
 */
export const emptyCollaboration = (
  variant: ScreenVariant,
  manager: string,
): CollaborationFormValues => ({
  name: '',
  type: 'collaboration_entrante',
  clientId: null,
  contactDate: today(),
  signatureDate: variant === 'collaborations' ? today() : '',
  manager,
  quoteNumber: '',
  invoiceNumber: '',
  isQuoteSent: false,
  isContractSigned: false,
  isCastingValidated: false,
  isInvoiceSent: false,
  isPaymentReceived: false,
  postProgress: 0,
  category: null,
  areCategoryConditionsMet: false,
  rightsUsage: '',
  rightsMonths: null,
  exclusivity: '',
  paymentDays: null,
  influencers: [],
  billedCents: null,
  invoiceDate: '',
  costs: [],
});

/**
 * 'Créer la collaboration' on a casting: a new deal (`base`, the form's usual defaults) named
 * and billed as the casting, of type Casting interne, with its accepted influencers, each
 * starting from its first rate, or one empty deliverable when it has none (as when picked).
 */
export const fromCastingDraft = (
  draft: CastingDraft,
  base: CollaborationFormValues,
): CollaborationFormValues => ({
  ...base,
  name: draft.name,
  type: draft.type,
  clientId: draft.clientId,
  influencers: draft.influencers.map((line) => ({
    influencerId: line.influencerId,
    isCreatorInvoicePaid: false,
    paidPercentage: 0,
    giftsCents: 0,
    deliverables: line.deliverables.length > 0 ? line.deliverables : [newDeliverable()],
  })),
});

export const toFormValues = (detail: CollaborationDetail): CollaborationFormValues => ({
  name: detail.name,
  type: detail.type,
  clientId: detail.clientId,
  contactDate: detail.contactDate,
  signatureDate: detail.signatureDate ?? '',
  manager: detail.manager,
  quoteNumber: detail.quoteNumber,
  invoiceNumber: detail.invoiceNumber,
  isQuoteSent: detail.isQuoteSent,
  isContractSigned: detail.isContractSigned,
  isCastingValidated: detail.isCastingValidated,
  isInvoiceSent: detail.isInvoiceSent,
  isPaymentReceived: detail.isPaymentReceived,
  postProgress: detail.postProgress,
  category: detail.category,
  areCategoryConditionsMet: detail.areCategoryConditionsMet,
  rightsUsage: detail.rightsUsage,
  rightsMonths: detail.rightsMonths,
  exclusivity: detail.exclusivity,
  paymentDays: detail.paymentDays,
  billedCents: detail.billedCents,
  invoiceDate: detail.invoiceDate ?? '',
  costs: detail.costs.map(({ label, amountCents }) => ({ label, amountCents })),
  // Each line goes back with its id, so the server keeps it (and a deleted influencer's name).
  influencers: detail.influencers.map((line) => ({
    id: line.id,
    influencerId: line.influencerId,
    isCreatorInvoicePaid: line.isCreatorInvoicePaid,
    paidPercentage: line.paidPercentage,
    // Like the rate, the gifts follow the line's id.
    giftsCents: line.giftsCents,
    // Each deliverable too: the server keeps its content (drafts, thread, stage; issue 29).
    deliverables: line.deliverables.map(
      ({ id, type, description, priceCents, isPosted, publishOn, isRetouched, isVirtual }) => ({
        id,
        type,
        description,
        priceCents,
        isPosted,
        publishOn: publishOn ?? '',
        isRetouched,
        isVirtual,
      }),
    ),
  })),
});

export const toLineNames = (
  record: Pick<CollaborationDetail | CastingDraft, 'influencers'> | undefined,
): LineNames =>
  Object.fromEntries((record?.influencers ?? []).map((line) => [lineNameKey(line), line.fullName]));

/**
 * The shared schema, plus the one rule it leaves to the server: a client is required, except
 * on a deal whose client has been deleted since (it keeps its brand). Said before sending.
 */
export function collaborationResolver(
  requiresClient: boolean,
): Resolver<CollaborationFormValues, unknown, CollaborationInput> {
  const resolve = zodResolver(collaborationInputSchema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (!requiresClient || values.clientId) return result;
    const message = fr.fields.required(fr.collaborations.client);
    return { values: {}, errors: { ...result.errors, clientId: { type: 'required', message } } };
  };
}
