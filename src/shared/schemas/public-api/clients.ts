import { z } from 'zod';
import { COLLABORATION_TYPES, CONTACT_TYPES } from '#shared/domain/enums';
import { SECTOR_MAINS } from '#shared/domain/sectors';
import { clientListQuerySchema } from '#shared/schemas/clients';
import { cursorField } from '#shared/schemas/fields';
import {
  collaborationStatusAnswer,
  dayAnswer,
  idAnswer,
  momentAnswer,
  versionAnswer,
} from '#shared/schemas/public-api/answers';
import { publicApiText } from '#shared/i18n/fr-public-api';

// The answers of /api/v1/clients: what the Clients screen's services return, described.

export const clientContactAnswer = z.strictObject({
  id: idAnswer,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  type: z.enum(CONTACT_TYPES),
  role: z.string(),
});

const sectorMain = z.enum(SECTOR_MAINS).nullable();

export const clientAnswer = z.strictObject({
  id: idAnswer,
  brandName: z.string(),
  sectorMain,
  sectorSub: z.string().nullable(),
  notes: z.string(),
  legalName: z.string(),
  legalAddress: z.string(),
  legalEmail: z.string(),
  taxCountry: z.string(),
  version: versionAnswer,
  contacts: z.array(clientContactAnswer),
  collaborations: z.array(
    z.strictObject({
      id: idAnswer,
      name: z.string(),
      type: z.enum(COLLABORATION_TYPES),
      contactDate: dayAnswer,
      signatureDate: dayAnswer.nullable(),
      isQuoteSent: z.boolean(),
      isPaymentReceived: z.boolean(),
      status: collaborationStatusAnswer,
    }),
  ),
  collaborationCount: z.int(),
  createdAt: momentAnswer,
  updatedAt: momentAnswer,
});

export const clientSummaryAnswer = z.strictObject({
  id: idAnswer,
  brandName: z.string(),
  sectorMain,
  sectorSub: z.string().nullable(),
  mainContact: clientContactAnswer.extend({ phoneShown: z.string().nullable() }).nullable(),
  contactCount: z.int(),
  updatedAt: momentAnswer,
});

/** The screen pages clients by number (decision 0008); the API carries the page in its cursor. */
export const clientPageAnswer = z.strictObject({
  items: z.array(clientSummaryAnswer),
  total: z.int(),
  nextCursor: z.string().nullable(),
});

export const clientDeletedAnswer = z.strictObject({
  id: idAnswer,
  keptCollaborations: z.int(),
});

/** The screen's search, and the API's cursor in place of the page number. */
export const clientV1ListQuerySchema = clientListQuerySchema
  .pick({ q: true })
  .extend({ cursor: cursorField(publicApiText.fields.cursor) });
export type ClientV1ListQuery = z.infer<typeof clientV1ListQuerySchema>;
