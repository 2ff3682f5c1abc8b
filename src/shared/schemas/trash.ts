import { z } from 'zod';
import { TRASH_KINDS } from '#shared/domain/trash';
import { cursorField, enumField, queryIntegerField, searchField } from '#shared/schemas/fields';
import { trashScreen } from '#shared/i18n/fr-trash';

const t = trashScreen.fields;

export const TRASH_PAGE_LIMIT = 30;

export const trashListQuerySchema = z.object({
  search: searchField(t.search),
  kind: enumField(TRASH_KINDS, t.kind).optional(),
  cursor: cursorField(t.cursor),
  limit: queryIntegerField(t.limit, 1, 100).default(TRASH_PAGE_LIMIT),
});
export type TrashListQuery = z.infer<typeof trashListQuerySchema>;
