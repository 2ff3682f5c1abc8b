import { sql } from 'drizzle-orm';
import { trashItems } from '#server/db/schema/history';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent } from '#server/lib/history';
import { selectRows } from '#server/lib/raw-rows';
import { TRASH_RULES, type SnapshotRow } from '#server/lib/trash/trash-kinds';
import { readRootForUpdate, readRows } from '#server/lib/trash/trash-rows';
import { RECORD_SECTION } from '#shared/domain/record-history';
import { buildSearchText } from '#shared/domain/search';
import type { TrashKind } from '#shared/domain/trash';

/**
 * Issue 28, decision 0046: a deletion moves the record to the Corbeille. Its row and its parts'
 * rows are copied into trash_items, the ids of the rows that pointed at it kept as links, then
 * the record is deleted for real — in the request's transaction, so every list, search, count,
 * total, export and assistant tool stops seeing it at once and nothing else has to know. Its
 * files stay in storage until the sweep or 'Supprimer définitivement'. Answers the root row
 * and the links (a client's kept deals).
 */
export async function moveToTrash(ctx: AgencyContext, kind: TrashKind, id: string) {
  const rules = TRASH_RULES[kind];
  const root = await readRootForUpdate(ctx.db, ctx.agencyId, rules.root, id);
  if (!root) throw notFound();
  const snapshot: Record<string, SnapshotRow[]> = { [rules.root]: [root] };
  for (const part of rules.parts) {
    const parentIds = (snapshot[part.parent] ?? []).map((row) => String(row.id));
    const rows = await readRows(ctx.db, ctx.agencyId, part.table, part.column, parentIds);
    snapshot[part.table] = [...(snapshot[part.table] ?? []), ...rows];
  }
  const links: Record<string, string[]> = {};
  for (const link of rules.links) {
    const rows = await selectRows<{ id: string }>(
      ctx.db,
      sql`select id::text from ${sql.identifier(link.table)}
          where agency_id = ${ctx.agencyId} and ${sql.identifier(link.column)} = ${id}
          order by id`,
    );
    if (rows.length > 0) links[`${link.table}.${link.column}`] = rows.map((row) => row.id);
  }
  // The foreign keys do the rest: parts cascade, links are set null.
  await ctx.db.execute(
    sql`delete from ${sql.identifier(rules.root)} where agency_id = ${ctx.agencyId} and id = ${id}`,
  );
  const label = rules.label(root);
  await ctx.db.insert(trashItems).values({
    agencyId: ctx.agencyId,
    kind,
    recordId: id,
    label,
    section: RECORD_SECTION[kind],
    searchText: buildSearchText(rules.searchParts(root)),
    deletedBy: ctx.user.id,
    deletedByName: `${ctx.user.firstName} ${ctx.user.lastName}`.trim(),
    snapshot,
    links,
    files: rules.files(root, snapshot),
  });
  await recordEvent(ctx, { kind, recordId: id, label, action: 'delete' });
  return { root, links };
}
