import { z } from 'zod';
import { COLLABORATION_STATUSES } from '#shared/domain/collaboration-status';
import { publicApiText } from '#shared/i18n/fr-public-api';

// Issue 32: the building blocks of the public API's answers. Every answer is a strict object
// (additionalProperties: false in the document): a key the description lacks fails the tests.

export const idAnswer = z.guid();
/** A day, 'YYYY-MM-DD'. */
export const dayAnswer = z.iso.date();
/** A moment, ISO 8601 in UTC. */
export const momentAnswer = z.iso.datetime();
/** Amounts are integer cents (decision 0003). */
export const centsAnswer = z.int();
export const versionAnswer = z.int().min(1).meta({ description: publicApiText.schema.version });
export const collaborationStatusAnswer = z.enum(
  COLLABORATION_STATUSES as readonly ['pending', 'in_progress', 'completed'],
);

/** A page of a list: its items and the cursor of the next one. */
export const pageAnswer = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    items: z.array(item),
    nextCursor: z.string().nullable().meta({ description: publicApiText.schema.nextCursor }),
  });

/** A deletion: the id of what went to the Corbeille. */
export const deletedAnswer = z.strictObject({ id: idAnswer });
