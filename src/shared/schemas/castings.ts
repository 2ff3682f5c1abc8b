import { z } from 'zod';
import { CASTING_STATUSES } from '#shared/domain/enums';
import {
  cursorField,
  enumField,
  idField,
  optionalText,
  queryIntegerField,
  requiredText,
  searchField,
  withVersion,
} from '#shared/schemas/fields';
import { castingsScreen } from '#shared/i18n/fr-castings';
import { fr } from '#shared/i18n/fr';
import { CASTINGS_PAGE_LIMIT } from '#shared/domain/list-limits';

export { CASTINGS_PAGE_LIMIT };

const t = castingsScreen.fields;

export const CASTING_NAME_MAX = 200;
export const CASTING_DESCRIPTION_MAX = 5000;
export const CASTING_REQUIREMENT_MAX = 300;
export const MAX_CASTING_REQUIREMENTS = 30;
export const MAX_CASTING_PROPOSALS = 100;

export const proposalInputSchema = z.object({
  influencerId: idField(t.influencer),
  notes: optionalText(t.notes, 2000),
});

/**
 * Create and update take the same body. The brand is the client's (chosen through the client
 * picker, never typed); criteria are free-text lines, empty ones dropped; proposals keep the
 * body's order, and an update keeps the status of each influencer still proposed.
 */
export const castingInputSchema = z.object({
  name: requiredText(t.name, CASTING_NAME_MAX),
  clientId: idField(t.brand),
  description: requiredText(t.description, CASTING_DESCRIPTION_MAX),
  requirements: z
    .array(optionalText(t.requirement, CASTING_REQUIREMENT_MAX), {
      error: fr.fields.invalid(t.requirements),
    })
    .max(MAX_CASTING_REQUIREMENTS, fr.fields.tooMany(t.requirements, MAX_CASTING_REQUIREMENTS))
    .default([])
    .transform((lines) => lines.filter((line) => line !== '')),
  proposals: z
    .array(proposalInputSchema, { error: fr.fields.invalid(t.proposals) })
    .max(MAX_CASTING_PROPOSALS, fr.fields.tooMany(t.proposals, MAX_CASTING_PROPOSALS))
    .default([])
    .refine(
      (proposals) => new Set(proposals.map((p) => p.influencerId)).size === proposals.length,
      castingsScreen.alreadyProposed,
    ),
});
export type CastingInput = z.infer<typeof castingInputSchema>;
/** A full edit (issue 28): the same body and the version it was read at. */
export const castingUpdateSchema = withVersion(castingInputSchema);
export type CastingUpdate = z.infer<typeof castingUpdateSchema>;
export type CastingFormValues = z.input<typeof castingInputSchema>;

export const castingStatusSchema = z.object({
  status: enumField(CASTING_STATUSES, t.status),
});

export const castingListQuerySchema = z.object({
  q: searchField(t.search),
  status: enumField(CASTING_STATUSES, t.status).optional(),
  cursor: cursorField(t.cursor),
  limit: queryIntegerField(t.limit, 1, 50).default(CASTINGS_PAGE_LIMIT),
});
export type CastingListQuery = z.infer<typeof castingListQuerySchema>;
