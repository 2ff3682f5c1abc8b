import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { trashItems } from '#server/db/schema/history';
import type { AgencyContext } from '#server/lib/context';
import { canOpenSection } from '#shared/domain/permissions';
import { RECORD_SECTION } from '#shared/domain/record-history';
import { TRASH_KINDS, type TrashKind } from '#shared/domain/trash';

/** The kinds whose section the member may open (spec §6): the others' items are invisible. */
export const openKinds = (ctx: AgencyContext): TrashKind[] =>
  TRASH_KINDS.filter((kind) => canOpenSection(ctx.user.permissions, RECORD_SECTION[kind]));

const task = sql`${trashItems.snapshot} -> 'tasks' -> 0`;

/**
 * The items a member sees: their agency's, of the sections they may open; a task only if they
 * would see it in Tâches (they created it, it is theirs, or it is an influencer's), or they
 * deleted it. An empty `kinds` sees nothing.
 */
export function visibleItems(ctx: AgencyContext, kinds: readonly TrashKind[]): SQL {
  return and(
    eq(trashItems.agencyId, ctx.agencyId),
    kinds.length > 0 ? inArray(trashItems.kind, [...kinds]) : sql`false`,
    or(
      sql`${trashItems.kind} <> 'task'`,
      eq(trashItems.deletedBy, ctx.user.id),
      sql`${task} ->> 'created_by' = ${ctx.user.id}`,
      sql`${task} ->> 'assigned_to' = ${ctx.user.id}`,
      sql`${task} ->> 'influencer_id' is not null`,
    ),
  ) as SQL;
}
