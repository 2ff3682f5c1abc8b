import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { assistantConversations, assistantMessages } from '#server/db/schema/assistant';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys, isCursorMoment } from '#server/lib/cursor';
import { isUuid } from '#server/lib/validate';
import { assistantScreen } from '#shared/i18n/fr-assistant';

// Conversations are private to their user (issue 16): every query names the caller, so a
// colleague's conversation is a 404 exactly like another agency's (row-level security).

const c = assistantConversations;
const m = assistantMessages;

export const own = (ctx: AgencyContext, id: string) =>
  and(eq(c.id, id), eq(c.agencyId, ctx.agencyId), eq(c.userId, ctx.user.id));

const decodeCursor = (cursor: string) =>
  decodeCursorKeys(cursor, assistantScreen.fields.cursor, (keys) =>
    keys.length === 2 && isCursorMoment(keys[0]) && isUuid(keys[1])
      ? { updatedAt: keys[0], id: keys[1] }
      : null,
  );

/** The caller's conversations, most recently active first (keyset on updated_at, id). */
export async function listConversations(
  ctx: AgencyContext,
  query: { cursor?: string | undefined; limit: number },
) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await ctx.db
    .select({
      id: c.id,
      title: c.title,
      updatedAt: c.updatedAt,
      position: sql<string>`${c.updatedAt}::text`,
    })
    .from(c)
    .where(
      and(
        eq(c.agencyId, ctx.agencyId),
        eq(c.userId, ctx.user.id),
        after
          ? sql`(${c.updatedAt}, ${c.id}) < (${after.updatedAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(c.updatedAt), desc(c.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      title: row.title,
      updatedAt: row.updatedAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeCursorKeys([last.position, last.id]) : null,
  };
}

export async function getConversation(ctx: AgencyContext, id: string) {
  const [conversation] = await ctx.db.select().from(c).where(own(ctx, id));
  if (!conversation) throw notFound();
  const messages = await ctx.db
    .select({ id: m.id, role: m.role, content: m.content, createdAt: m.createdAt })
    .from(m)
    .where(and(eq(m.conversationId, id), eq(m.agencyId, ctx.agencyId)))
    .orderBy(asc(m.createdAt), asc(m.id));
  return {
    id: conversation.id,
    title: conversation.title,
    messages: messages.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

export async function deleteConversation(ctx: AgencyContext, id: string) {
  const deleted = await ctx.db.delete(c).where(own(ctx, id)).returning({ id: c.id });
  if (deleted.length === 0) throw notFound();
  return { id };
}
