import { z } from 'zod';
import { CONTACT_TYPES } from '#shared/domain/enums';
import { SECTOR_MAINS, isValidSector } from '#shared/domain/sectors';
import {
  emailField,
  enumField,
  optionalText,
  queryIntegerField,
  requiredText,
  searchField,
  textField,
  withVersion,
} from '#shared/schemas/fields';
import { phoneField } from '#shared/schemas/phone-fields';
import { countryField, optionalEmailField } from '#shared/schemas/contract-fields';
import { fr } from '#shared/i18n/fr';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';

const t = fr.clients;
const party = complianceFields.client;

export const contactSchema = z.object({
  name: requiredText(t.contactName),
  email: emailField(t.contactEmail),
  // Stored in E.164 when valid; the service refuses a new one that is not (isPhoneAccepted).
  phone: phoneField(t.contactPhone),
  role: optionalText(t.contactRole, 100),
  type: enumField(CONTACT_TYPES, t.contactType).default('brand'),
});
export type ContactInput = z.infer<typeof contactSchema>;

// A select left on its empty option sends '': it means "no sector", like null.
const sectorMainField = z
  .union([z.literal(''), enumField(SECTOR_MAINS, t.sectorMain)], {
    error: fr.fields.invalid(t.sectorMain),
  })
  .nullish()
  .transform((value) => value || null);

const sectorSubField = textField(t.sectorSub, fr.fields.invalid(t.sectorSub))
  .trim()
  .max(100, fr.fields.tooLong(t.sectorSub))
  .nullish()
  .transform((value) => value || null);

/** Create and update take the same body: an update replaces the client and all its contacts. */
export const clientInputSchema = z
  .object({
    brandName: requiredText(t.brandName),
    sectorMain: sectorMainField,
    sectorSub: sectorSubField,
    notes: optionalText(t.notes, 5000),
    // Issue 31: the advertiser as a party to the creators' contracts.
    legalName: optionalText(party.legalName, 200),
    legalAddress: optionalText(party.legalAddress, 500),
    legalEmail: optionalEmailField(party.legalEmail),
    taxCountry: countryField(party.taxCountry),
    contacts: z
      .array(contactSchema, { error: fr.fields.invalid(t.contacts) })
      .max(50, fr.fields.tooLong(t.contacts))
      .default([]),
  })
  .superRefine((value, ctx) => {
    if (isValidSector(value.sectorMain, value.sectorSub)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['sectorSub'],
      message: value.sectorMain ? t.sectorSubMismatch : t.sectorSubWithoutMain,
    });
  });
export type ClientInput = z.infer<typeof clientInputSchema>;
/** A full edit (issue 28): the same body and the version it was read at. */
export const clientUpdateSchema = withVersion(clientInputSchema);
export type ClientUpdate = z.infer<typeof clientUpdateSchema>;
export type ClientFormValues = z.input<typeof clientInputSchema>;

export const clientListQuerySchema = z.object({
  q: searchField(t.search),
  // The upper bound only keeps the offset arithmetic sane; a page past the end shows the last.
  page: queryIntegerField(t.page, 1, 1_000_000).default(1),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;
/** 'Exporter': the list's search, every match. */
export const clientExportQuerySchema = clientListQuerySchema.pick({ q: true });
export type ClientExportQuery = z.infer<typeof clientExportQuerySchema>;

export const CLIENT_PICKER_LIMIT = 50;
export const clientPickerQuerySchema = z.object({
  q: searchField(t.search),
  limit: queryIntegerField(t.page, 1, CLIENT_PICKER_LIMIT).default(30),
});
export type ClientPickerQuery = z.infer<typeof clientPickerQuerySchema>;
