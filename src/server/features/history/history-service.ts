import { and, asc, desc, eq, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { recordEvents } from '#server/db/schema/history';
import { tasks } from '#server/db/schema/work';
import { users } from '#server/db/schema/identity';
import { AppError, forbidden, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { canOpenSection } from '#shared/domain/permissions';
import { RECORD_SECTION, type RecordKind } from '#shared/domain/record-history';
import type {
  HistoryItem,
  HistoryPage,
  JournalFilters,
  JournalQuery,
  RecordHistoryQuery,
} from '#shared/schemas/history';
import { fr } from '#shared/i18n/fr';
import { history as historyText } from '#shared/i18n/fr-history';

// Issue 28, decision 0045: the events of one record ('Historique') and of the whole agency
// (the admins' 'Journal d'activité'), newest first, keyset on the event's id. Row security
// keeps another agency's events out; the checks below add the sections and the admins.

type EventRow = typeof recordEvents.$inferSelect;

export const toHistoryItem = (row: EventRow): HistoryItem => ({
  id: String(row.id),
  at: row.at.toISOString(),
  actor: { id: row.actorId, name: row.actorName || historyText.formerMember },
  kind: row.kind,
  recordId: row.recordId,
  recordLabel: row.recordLabel,
  action: row.action,
  changes: row.changes,
});

const ID_CURSOR = /^\d{1,18}$/;

/** The cursor is the last event's id; anything else is a 400 naming it. */
function readCursor(cursor: string | undefined) {
  if (cursor === undefined) return null;
  if (ID_CURSOR.test(cursor)) return Number(cursor);
  const message = fr.fields.invalid(historyText.filters.cursor);
  throw new AppError('invalid_cursor', 400, message, { cursor: message });
}

async function readPage(
  ctx: AgencyContext,
  where: SQL | undefined,
  cursor: string | undefined,
  limit: number,
): Promise<HistoryPage> {
  const after = readCursor(cursor);
  const rows = await ctx.db
    .select()
    .from(recordEvents)
    .where(
      and(
        eq(recordEvents.agencyId, ctx.agencyId),
        where,
        after === null ? undefined : lt(recordEvents.id, after),
      ),
    )
    .orderBy(desc(recordEvents.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(toHistoryItem);
  return { items, nextCursor: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
}

/** Who may read a kind's events: the section's members; the account's, the admins. */
export function assertMayRead(ctx: AgencyContext, kind: RecordKind) {
  const section = RECORD_SECTION[kind];
  if (section === 'account') {
    if (ctx.user.userRole !== 'admin') throw forbidden();
    return;
  }
  if (!canOpenSection(ctx.user.permissions, section)) {
    throw new AppError('forbidden_section', 403, fr.errors.forbiddenSection);
  }
}

/** A task another member keeps to themself (spec §6) has no history for this one either. */
async function assertTaskVisible(ctx: AgencyContext, id: string) {
  const [hidden] = await ctx.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.id, id),
        eq(tasks.agencyId, ctx.agencyId),
        // The rule of tasks/task-rows.ts visibleTo, turned round (features do not import each other).
        isNull(tasks.influencerId),
        or(isNull(tasks.createdBy), ne(tasks.createdBy, ctx.user.id)),
        or(isNull(tasks.assignedTo), ne(tasks.assignedTo, ctx.user.id)),
      ),
    );
  if (hidden) throw notFound();
}

/** GET /api/history/:kind/:id — no visible event is a 404 (another agency's record too). */
export async function getRecordHistory(
  ctx: AgencyContext,
  kind: RecordKind,
  id: string,
  query: RecordHistoryQuery,
) {
  assertMayRead(ctx, kind);
  if (kind === 'task') await assertTaskVisible(ctx, id);
  const page = await readPage(
    ctx,
    and(eq(recordEvents.kind, kind), eq(recordEvents.recordId, id)),
    query.cursor,
    query.limit,
  );
  if (page.items.length === 0 && query.cursor === undefined) throw notFound();
  return page;
}

export function assertAdmin(ctx: AgencyContext) {
  if (ctx.user.userRole !== 'admin') throw forbidden();
}

/** The journal's filters as SQL: member, area, period (days of Paris). */
export function journalWhere(filters: JournalFilters): SQL | undefined {
  const day = sql`(${recordEvents.at} at time zone 'Europe/Paris')::date`;
  return and(
    filters.member ? eq(recordEvents.actorId, filters.member) : undefined,
    filters.section ? eq(recordEvents.section, filters.section) : undefined,
    filters.from ? sql`${day} >= ${filters.from}::date` : undefined,
    filters.to ? sql`${day} <= ${filters.to}::date` : undefined,
  );
}

/** GET /api/history — admins only. */
export function getJournal(ctx: AgencyContext, query: JournalQuery) {
  assertAdmin(ctx);
  return readPage(ctx, journalWhere(query), query.cursor, query.limit);
}

/**
 * The journal's member filter (admins): the agency's members now, by name. The team list of
 * Compte is the owner's; an admin who is not the owner still filters the journal by member.
 * A member who left stays in their events (actor_name) but is no longer offered here.
 */
export async function listJournalMembers(ctx: AgencyContext) {
  assertAdmin(ctx);
  const members = await ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.agencyId, ctx.agencyId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return { members };
}
