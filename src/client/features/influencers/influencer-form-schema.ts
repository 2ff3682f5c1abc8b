import { z } from 'zod';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '#client/lib/form-errors';
import type { InfluencerDetail } from '#client/features/influencers/api';
import { centsToEurosInput, parseEurosToCents } from '#shared/domain/money';
import { formatPhone, isPhoneAccepted } from '#shared/domain/phone';
import { influencerInputSchema, rateSchema } from '#shared/schemas/influencers';
import { fr } from '#shared/i18n/fr';

// The API's schema, except that a price is typed in euros ('12,50') and sent in cents: the
// conversion is part of validation, so a wrong amount is shown next to its field.
const priceField = z
  .string()
  .trim()
  .min(1, fr.fields.required(fr.influencers.ratePrice))
  .transform((value, ctx) => {
    const cents = parseEurosToCents(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: fr.influencersScreen.invalidPrice });
      return z.NEVER;
    }
    return cents;
  })
  .pipe(rateSchema.shape.priceCents);

const rateFormSchema = z
  .object({ type: rateSchema.shape.type, price: priceField })
  .transform(({ type, price }) => ({ type, priceCents: price }));

/**
 * `keptPhoneNumber` is no field: the phone the influencer holds (''), so that one typed before
 * phones were checked saves again unchanged, as on the server (shared/domain/phone). It is not
 * sent.
 */
export const influencerFormSchema = influencerInputSchema
  .extend({
    rates: z.array(rateFormSchema).max(50, fr.fields.tooLong(fr.influencers.rates)),
    keptPhoneNumber: z.string().default(''),
  })
  .superRefine((values, ctx) => {
    if (isPhoneAccepted(values.phoneNumber, [values.keptPhoneNumber])) return;
    ctx.addIssue({
      code: 'custom',
      path: ['phoneNumber'],
      message: fr.influencersScreen.invalidPhone(fr.influencers.phoneNumber),
    });
  })
  .transform(({ keptPhoneNumber: _kept, ...values }) => values);
export type InfluencerFormInput = z.input<typeof influencerFormSchema>;
export type InfluencerFormOutput = z.output<typeof influencerFormSchema>;

export const EMPTY_INFLUENCER: InfluencerFormInput = {
  fullName: '',
  username: '',
  address: '',
  phoneNumber: '',
  keptPhoneNumber: '',
  birthDate: '',
  siret: '',
  email: '',
  taxCountry: '',
  euRepresentative: '',
  hasLiabilityInsurance: false,
  internalReferent: '',
  isExclusive: false,
  internalNotes: '',
  proposedTo: '',
  platforms: [],
  rates: [],
};

export const toInfluencerFormInput = (influencer: InfluencerDetail): InfluencerFormInput => ({
  fullName: influencer.fullName,
  username: influencer.username,
  address: influencer.address,
  // As the screens show it ('06 12 34 56 78'); it is stored again in E.164.
  phoneNumber: formatPhone(influencer.phoneNumber),
  keptPhoneNumber: influencer.phoneNumber,
  birthDate: influencer.birthDate ?? '',
  siret: influencer.siret,
  email: influencer.email,
  taxCountry: influencer.taxCountry,
  euRepresentative: influencer.euRepresentative,
  hasLiabilityInsurance: influencer.hasLiabilityInsurance,
  internalReferent: influencer.internalReferent,
  isExclusive: influencer.isExclusive,
  internalNotes: influencer.internalNotes,
  proposedTo: influencer.proposedTo,
  platforms: influencer.platforms.map(({ name, handle, audience }) => ({ name, handle, audience })),
  rates: influencer.rates.map(({ type, priceCents }) => ({
    type,
    price: centsToEurosInput(priceCents),
  })),
});

/** The server names a rate's field `priceCents`; the form calls it `price`. */
export const applyInfluencerServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
) => applyServerErrors(error, setError, (field) => field.replace(/\.priceCents$/, '.price'));
