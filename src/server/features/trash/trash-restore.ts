import { and, eq, sql } from 'drizzle-orm';
import { trashItems } from '#server/db/schema/history';
import { AppError, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent } from '#server/lib/history';
import { selectRows } from '#server/lib/raw-rows';
import {
  KIND_OF_ROOT,
  TRASH_REFERENCES,
  TRASH_RULES,
  type SnapshotRow,
} from '#server/lib/trash/trash-kinds';
import { existingIds, idList, insertRows } from '#server/lib/trash/trash-rows';
import { openKinds, visibleItems } from '#server/features/trash/trash-access';
import type { TrashKind } from '#shared/domain/trash';
import { trashScreen } from '#shared/i18n/fr-trash';
import { fr } from '#shared/i18n/fr';

type TrashItem = typeof trashItems.$inferSelect;

const conflict = (message: string) => new AppError('conflict', 409, message);

/**
 * An item the member may see and act on, taken out of the Corbeille at once: the delete locks
 * it against a second restore (which then finds nothing: 404), and a failure later in the
 * request rolls it back. The tenant role may read, add and delete items, never edit them.
 */
export async function takeTrashItem(ctx: AgencyContext, id: string) {
  const kinds = openKinds(ctx);
  const [item] = await ctx.db
    .select({ kind: trashItems.kind, visible: sql<boolean>`${visibleItems(ctx, kinds)}` })
    .from(trashItems)
    .where(and(eq(trashItems.id, id), eq(trashItems.agencyId, ctx.agencyId)));
  if (!item) throw notFound();
  if (!kinds.includes(item.kind as TrashKind)) {
    throw new AppError('forbidden_section', 403, fr.errors.forbiddenSection);
  }
  if (!item.visible) throw notFound();
  const [taken] = await ctx.db
    .delete(trashItems)
    .where(and(eq(trashItems.id, id), eq(trashItems.agencyId, ctx.agencyId)))
    .returning();
  if (!taken) throw notFound();
  return taken;
}

/**
 * The product lets two records share a name, but the importer takes a client's brand and an
 * influencer's username as who they are (decision 0034): a restore that would make two of
 * them says so rather than bring back a double (decision 0046).
 */
async function assertNameFree(ctx: AgencyContext, kind: TrashKind, root: SnapshotRow) {
  if (kind === 'client' && typeof root.sort_name === 'string' && root.sort_name !== '') {
    const taken = await selectRows<{ brand: string }>(
      ctx.db,
      sql`select brand_name as brand from clients
          where agency_id = ${ctx.agencyId} and sort_name = ${root.sort_name} limit 1`,
    );
    if (taken[0]) throw conflict(trashScreen.errors.clientNameTaken(taken[0].brand));
  }
  if (kind === 'influencer' && typeof root.username_key === 'string' && root.username_key !== '') {
    const taken = await selectRows<{ username: string }>(
      ctx.db,
      sql`select username from influencers
          where agency_id = ${ctx.agencyId} and username_key = ${root.username_key} limit 1`,
    );
    if (taken[0]) throw conflict(trashScreen.errors.influencerNameTaken(taken[0].username));
  }
}

/** Parks rows whose reference went to the Corbeille in that item: its restore re-attaches them. */
async function parkLinks(
  ctx: AgencyContext,
  key: string,
  target: { table: string; id: string },
  ids: string[],
) {
  const kind = KIND_OF_ROOT[target.table];
  if (!kind) return;
  // Taken out and put back with the same id and dates (the tenant role cannot update items).
  const [parked] = await ctx.db
    .delete(trashItems)
    .where(
      and(
        eq(trashItems.agencyId, ctx.agencyId),
        eq(trashItems.kind, kind),
        eq(trashItems.recordId, target.id),
      ),
    )
    .returning();
  if (!parked) return;
  const links = { ...parked.links, [key]: [...(parked.links[key] ?? []), ...ids] };
  await ctx.db.insert(trashItems).values({ ...parked, links });
}

/** The rows of one table with their references to records that no longer exist settled. */
async function settleReferences(
  ctx: AgencyContext,
  table: string,
  rows: SnapshotRow[],
  label: string,
) {
  for (const reference of TRASH_REFERENCES[table] ?? []) {
    const wanted = [...new Set(rows.map((row) => row[reference.column]).filter(Boolean))];
    const found = await existingIds(ctx.db, reference.table, wanted as string[]);
    const missing = (wanted as string[]).filter((id) => !found.has(id));
    if (missing.length === 0) continue;
    if (reference.missing === 'refuse') throw conflict(trashScreen.errors.influencerInTrash(label));
    for (const id of missing) {
      const nulled = rows.filter((row) => row[reference.column] === id);
      for (const row of nulled) row[reference.column] = null;
      const ids = nulled.map((row) => String(row.id));
      await parkLinks(ctx, `${table}.${reference.column}`, { table: reference.table, id }, ids);
    }
  }
  return rows;
}

const postgresCode = (error: unknown): string | undefined => {
  const direct = (error as { code?: unknown }).code;
  if (typeof direct === 'string') return direct;
  const cause = (error as { cause?: unknown }).cause;
  return cause ? postgresCode(cause) : undefined;
};

/**
 * 'Restaurer' (decision 0046): the rows go back with their ids and timestamps, parents first,
 * in the request's transaction; the rows that pointed at the record and are still free point
 * at it again; the item leaves the Corbeille and the history says who restored it.
 */
export async function restoreTrashItem(ctx: AgencyContext, id: string) {
  const item: TrashItem = await takeTrashItem(ctx, id);
  const kind = item.kind as TrashKind;
  const rules = TRASH_RULES[kind];
  const snapshot = item.snapshot;
  await assertNameFree(ctx, kind, snapshot[rules.root]![0]!);
  const tables = [rules.root, ...new Set(rules.parts.map((part) => part.table))];
  try {
    for (const table of tables) {
      const rows = await settleReferences(ctx, table, snapshot[table] ?? [], item.label);
      await insertRows(ctx.db, table, rows);
    }
    for (const [key, ids] of Object.entries(item.links)) {
      const [table, column] = key.split('.') as [string, string];
      await ctx.db.execute(
        sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${item.recordId}
            where agency_id = ${ctx.agencyId} and ${sql.identifier(column)} is null
              and id in ${idList(ids)}`,
      );
    }
  } catch (error) {
    if (postgresCode(error) === '23505') throw conflict(trashScreen.errors.conflict(item.label));
    throw error;
  }
  await recordEvent(ctx, { kind, recordId: item.recordId, label: item.label, action: 'restore' });
  return { id: item.recordId, kind, label: item.label };
}
