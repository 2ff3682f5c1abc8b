import { z } from 'zod';
import { isCountryCode } from '#shared/domain/countries';
import { textField } from '#shared/schemas/fields';
import { fr } from '#shared/i18n/fr';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';

// Issue 31: the field kinds of a contract's data. Each may stay empty: the 'Conformité' panel,
// not the form, says what a contract still lacks.

const EMAIL = z.email();

/** A valid address or '' (none yet), lower-cased. */
export const optionalEmailField = (label: string) =>
  textField(label, fr.fields.invalidEmail(label))
    .trim()
    .max(254, fr.forms.maxLength(label, 254))
    .refine((value) => value === '' || EMAIL.safeParse(value).success, {
      message: fr.fields.invalidEmail(label),
    })
    .transform((value) => value.toLowerCase())
    .default('');

/** ISO 3166-1 alpha-2 of the list (shared/domain/countries), or '' for unknown. */
export const countryField = (label: string) =>
  textField(label, complianceFields.messages.country(label))
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value): boolean => value === '' || isCountryCode(value), {
      message: complianceFields.messages.country(label),
    })
    .default('');

/** A whole number between min and max, or none (null; '' is an emptied input). */
export const optionalIntegerBetween = (label: string, min: number, max: number) => {
  const message = complianceFields.messages.wholeNumberBetween(label, min, max);
  return z
    .union(
      [
        z.literal(''),
        z.number({ error: message }).int(message).min(min, message).max(max, message),
      ],
      { error: message },
    )
    .nullish()
    .transform((value) => (value === '' || value === undefined ? null : value));
};
