import { z } from 'zod';
import { DUPLICATE_RULES } from '#shared/domain/imports';
import { enumField } from '#shared/schemas/fields';
import { importsScreen } from '#shared/i18n/fr-imports';

const t = importsScreen;

// A spreadsheet of a few hundred columns at most; the server checks each against the fields.
const MAX_COLUMNS = 500;

/** The columns step's choice: one field (or null) per column of the file, in order. */
export const importMappingSchema = z.object({
  mapping: z
    .array(z.string().max(100).nullable(), { error: t.errors.mapping })
    .max(MAX_COLUMNS, t.errors.mapping),
});

/** The summary and the start also carry the rule for rows matching an existing record. */
export const importRunSchema = importMappingSchema.extend({
  rule: enumField(DUPLICATE_RULES, t.ruleLegend),
});
export type ImportRunInput = z.infer<typeof importRunSchema>;
