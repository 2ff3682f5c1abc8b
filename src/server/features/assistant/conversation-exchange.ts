import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { assistantConversations, assistantMessages } from '#server/db/schema/assistant';
import { agencies } from '#server/db/schema/identity';
import { AppError, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import type { HistoryMessage } from '#server/features/assistant/answerer';
import { own } from '#server/features/assistant/conversations-service';
import type { AssistantMessageInput } from '#shared/schemas/assistant';
import { assistantScreen } from '#shared/i18n/fr-assistant';

// One question and its reply, each written in a short transaction of its own (the reply is
// written after it streamed, see assistant-stream.ts).

const c = assistantConversations;
const m = assistantMessages;
const TITLE_MAX = 60;
/** What a model sees of the conversation before the question. */
const HISTORY_MESSAGES = 10;

/** The first question, on one line, cut at a word near 60 characters. */
export function toConversationTitle(content: string) {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= TITLE_MAX) return text || assistantScreen.untitled;
  const cut = text.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * How long a reply may hold its conversation: 4 tool rounds and the answer, 30 s each at most
 * (decision 0029). A stream that died with its server frees the conversation once it is past.
 */
export const REPLY_LEASE_SECONDS = 180;
const leaseEnd = () => sql`now() + ${sql.raw(`interval '${REPLY_LEASE_SECONDS} seconds'`)}`;

/**
 * The conversation, taken for this reply. The lease is a row of the database, not memory: two
 * tabs, or two app servers, asking at once in one conversation get one reply and one 409 (the
 * update waits for the other's row lock, then sees its lease).
 */
async function openConversation(ctx: AgencyContext, input: AssistantMessageInput) {
  if (input.conversationId) {
    const [found] = await ctx.db
      .update(c)
      .set({ updatedAt: sql`now()`, replyUntil: leaseEnd() })
      .where(
        and(own(ctx, input.conversationId), or(isNull(c.replyUntil), lt(c.replyUntil, sql`now()`))),
      )
      .returning({ id: c.id, title: c.title });
    if (found) return found;
    const [exists] = await ctx.db
      .select({ id: c.id })
      .from(c)
      .where(own(ctx, input.conversationId));
    if (!exists) throw notFound();
    throw new AppError('reply_in_progress', 409, assistantScreen.replyInProgress);
  }
  const [created] = await ctx.db
    .insert(c)
    .values({
      agencyId: ctx.agencyId,
      userId: ctx.user.id,
      title: toConversationTitle(input.content),
      replyUntil: leaseEnd(),
    })
    .returning({ id: c.id, title: c.title });
  return created!;
}

async function findHistory(ctx: AgencyContext, conversationId: string): Promise<HistoryMessage[]> {
  const rows = await ctx.db
    .select({ role: m.role, content: m.content })
    .from(m)
    .where(and(eq(m.conversationId, conversationId), eq(m.agencyId, ctx.agencyId)))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(HISTORY_MESSAGES);
  return rows.reverse();
}

/**
 * A question arrives: its conversation (a new one when none is named, else the caller's own or
 * a 404), the history before it, the question stored, and the agency's name for the model.
 */
export async function startExchange(ctx: AgencyContext, input: AssistantMessageInput) {
  const conversation = await openConversation(ctx, input);
  const history = input.conversationId ? await findHistory(ctx, conversation.id) : [];
  await ctx.db.insert(m).values({
    agencyId: ctx.agencyId,
    conversationId: conversation.id,
    role: 'user',
    content: input.content,
  });
  const [agency] = await ctx.db
    .select({ name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, ctx.agencyId));
  return { conversation, history, agencyName: agency?.name ?? '' };
}

/** The reply, once written (or the fallback reply when it failed). */
export async function saveReply(ctx: AgencyContext, conversationId: string, content: string) {
  const [saved] = await ctx.db
    .insert(m)
    .values({ agencyId: ctx.agencyId, conversationId, role: 'assistant', content })
    .returning({ id: m.id });
  await ctx.db
    .update(c)
    .set({ updatedAt: sql`now()`, replyUntil: null })
    .where(own(ctx, conversationId));
  return { id: saved!.id };
}

/** The conversation freed without a reply saved (the stream broke before it could be). */
export async function releaseConversation(ctx: AgencyContext, conversationId: string) {
  await ctx.db.update(c).set({ replyUntil: null }).where(own(ctx, conversationId));
}
