import { z } from 'zod';
import { DELIVERABLE_TYPES, PLATFORMS } from '#shared/domain/enums';
import {
  booleanField,
  cursorField,
  enumField,
  idListField,
  optionalText,
  pastDayField,
  queryBooleanField,
  queryIntegerField,
  requiredText,
  searchField,
  siretField,
  wholeNumberField,
  withVersion,
} from '#shared/schemas/fields';
import { requiredPhoneField } from '#shared/schemas/phone-fields';
import { countryField, optionalEmailField } from '#shared/schemas/contract-fields';
import { fr } from '#shared/i18n/fr';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';
import {
  INFLUENCER_NAME_MAX_LENGTH,
  INFLUENCER_PICKER_LIMIT,
  INFLUENCER_PICKER_MAX_EXCLUDED,
} from '#shared/domain/list-limits';

export { INFLUENCER_NAME_MAX_LENGTH, INFLUENCER_PICKER_LIMIT, INFLUENCER_PICKER_MAX_EXCLUDED };

const t = fr.influencers;

// The form offers FORM_PLATFORMS; the API accepts every platform of the spec, so an
// influencer imported with an X or Pinterest account can still be saved.
export const platformSchema = z.object({
  name: enumField(PLATFORMS, t.platformName),
  handle: requiredText(t.platformHandle, 100),
  audience: wholeNumberField(t.platformAudience)
    .nullish()
    .transform((value) => value ?? null),
});
export type PlatformInput = z.infer<typeof platformSchema>;

/** A rate is a price per deliverable type, in integer cents. */
export const rateSchema = z.object({
  type: enumField(DELIVERABLE_TYPES, t.rateType),
  priceCents: wholeNumberField(t.ratePrice),
});
export type RateInput = z.infer<typeof rateSchema>;

/** Create and update take the same body: an update replaces platforms and rates. */
export const influencerInputSchema = z.object({
  fullName: requiredText(t.fullName, INFLUENCER_NAME_MAX_LENGTH),
  username: requiredText(t.username, 100),
  address: requiredText(t.address, 500),
  // Stored in E.164 when valid; the service refuses a new one that is not (isPhoneAccepted).
  phoneNumber: requiredPhoneField(t.phoneNumber),
  birthDate: pastDayField(t.birthDate),
  siret: siretField(t.siret),
  // Issue 31: the contract's data; outside the EU, the representative and insurance of art. 9
  // (kept as typed when the country changes: the panel reads them only outside the EU).
  email: optionalEmailField(complianceFields.influencer.email),
  taxCountry: countryField(complianceFields.influencer.taxCountry),
  euRepresentative: optionalText(complianceFields.influencer.euRepresentative, 500),
  hasLiabilityInsurance: booleanField(complianceFields.influencer.hasLiabilityInsurance).default(
    false,
  ),
  internalReferent: requiredText(t.internalReferent),
  isExclusive: booleanField(t.isExclusive).default(false),
  internalNotes: optionalText(t.internalNotes, 5000),
  proposedTo: optionalText(t.proposedTo, 500),
  platforms: z
    .array(platformSchema, { error: fr.fields.invalid(t.platforms) })
    .max(20, fr.fields.tooLong(t.platforms))
    .default([]),
  rates: z
    .array(rateSchema, { error: fr.fields.invalid(t.rates) })
    .max(50, fr.fields.tooLong(t.rates))
    .default([]),
});
export type InfluencerInput = z.infer<typeof influencerInputSchema>;
/** A full edit (issue 28): the same body and the version it was read at. */
export const influencerUpdateSchema = withVersion(influencerInputSchema);
export type InfluencerUpdate = z.infer<typeof influencerUpdateSchema>;
export type InfluencerFormValues = z.input<typeof influencerInputSchema>;

export const INFLUENCERS_PAGE_LIMIT = 50;

/** Keyset pagination: `cursor` is the `nextCursor` of the previous page, opaque to callers. */
export const influencerListQuerySchema = z.object({
  q: searchField(t.search),
  archived: queryBooleanField(t.archived).default(false),
  exclusive: queryBooleanField(t.exclusive).optional(),
  cursor: cursorField(t.cursor),
  limit: queryIntegerField(t.limit, 1, 100).default(INFLUENCERS_PAGE_LIMIT),
});
export type InfluencerListQuery = z.infer<typeof influencerListQuerySchema>;
/** 'Exporter': the list's search and filters, every match. */
export const influencerExportQuerySchema = influencerListQuerySchema.omit({
  cursor: true,
  limit: true,
});
export type InfluencerExportQuery = z.infer<typeof influencerExportQuerySchema>;

/** The picker of later screens: active influencers only, by full name or username. */
export const influencerPickerQuerySchema = z.object({
  q: searchField(t.search),
  excludeIds: idListField(t.excludeIds, INFLUENCER_PICKER_MAX_EXCLUDED),
  limit: queryIntegerField(t.limit, 1, INFLUENCER_PICKER_LIMIT).default(20),
});
export type InfluencerPickerQuery = z.infer<typeof influencerPickerQuerySchema>;
