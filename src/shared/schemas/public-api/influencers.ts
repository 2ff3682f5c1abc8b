import { z } from 'zod';
import { DELIVERABLE_TYPES, PLATFORMS } from '#shared/domain/enums';
import {
  centsAnswer,
  collaborationStatusAnswer,
  dayAnswer,
  idAnswer,
  momentAnswer,
  pageAnswer,
  versionAnswer,
} from '#shared/schemas/public-api/answers';

// The answers of /api/v1/influencers: what the Influenceurs screen's services return.

const platformAnswer = z.strictObject({
  name: z.enum(PLATFORMS),
  handle: z.string(),
  audience: z.int().nullable(),
});

export const influencerAnswer = z.strictObject({
  id: idAnswer,
  fullName: z.string(),
  username: z.string(),
  isExclusive: z.boolean(),
  address: z.string(),
  phoneNumber: z.string(),
  birthDate: dayAnswer.nullable(),
  siret: z.string(),
  email: z.string(),
  taxCountry: z.string(),
  euRepresentative: z.string(),
  hasLiabilityInsurance: z.boolean(),
  internalReferent: z.string(),
  internalNotes: z.string(),
  proposedTo: z.string(),
  isArchived: z.boolean(),
  version: versionAnswer,
  updatedBy: idAnswer.nullable(),
  platforms: z.array(platformAnswer),
  rates: z.array(z.strictObject({ type: z.enum(DELIVERABLE_TYPES), priceCents: centsAnswer })),
  collaborations: z.array(
    z.strictObject({
      id: idAnswer,
      name: z.string(),
      brand: z.string(),
      type: z.string(),
      contactDate: dayAnswer,
      isQuoteSent: z.boolean(),
      isPaymentReceived: z.boolean(),
      rateCents: centsAnswer,
      paidPercentage: z.int(),
      isCreatorInvoicePaid: z.boolean(),
      status: collaborationStatusAnswer,
    }),
  ),
  createdAt: momentAnswer,
  updatedAt: momentAnswer,
});

export const influencerSummaryAnswer = z.strictObject({
  id: idAnswer,
  fullName: z.string(),
  username: z.string(),
  isExclusive: z.boolean(),
  isArchived: z.boolean(),
  mainPlatform: platformAnswer.nullable(),
});

export const influencerPageAnswer = pageAnswer(influencerSummaryAnswer);
