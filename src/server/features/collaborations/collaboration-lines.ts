import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import {
  collaborationCosts,
  collaborationInfluencers,
  deliverables,
} from '#server/db/schema/collaborations';
import type { AgencyContext } from '#server/lib/context';
import { buildSearchText } from '#shared/domain/search';
import type { CollaborationCostInput } from '#shared/schemas/collaborations';
import type { ResolvedLine } from '#server/features/collaborations/collaboration-references';

// A collaboration's influencer lines and their deliverables, as the service writes them.

// PostgreSQL takes at most 65,535 parameters per statement: big collaborations go in chunks.
const INSERT_CHUNK = 1000;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insert(rows.slice(start, start + INSERT_CHUNK));
  }
}

/** What each line copies from its deal, for the payments ledger (decision 0027). */
export type DealCopy = {
  contactDate: string;
  isPaymentReceived: boolean;
  name: string;
  brand: string;
};

const dealFields = (deal: DealCopy, fullName: string) => ({
  dealDate: deal.contactDate,
  isDealPaid: deal.isPaymentReceived,
  searchText: buildSearchText([fullName, deal.name, deal.brand]),
});

const toLineRow = (
  ctx: AgencyContext,
  collaborationId: string,
  deal: DealCopy,
  line: ResolvedLine,
  position: number,
) => ({
  agencyId: ctx.agencyId,
  id: line.id ?? randomUUID(),
  collaborationId,
  influencerId: line.influencerId,
  fullName: line.fullName,
  rateCents: line.rateCents,
  isCreatorInvoicePaid: line.isCreatorInvoicePaid,
  paidPercentage: line.paidPercentage,
  paidAt: line.isCreatorInvoicePaid ? new Date() : null,
  paidBy: line.isCreatorInvoicePaid ? ctx.user.id : null,
  position,
  ...dealFields(deal, line.fullName),
});

async function insertDeliverables(
  ctx: AgencyContext,
  lines: { id: string; deliverables: ResolvedLine['deliverables'] }[],
) {
  const rows = lines.flatMap((line) =>
    line.deliverables.map((deliverable, position) => ({
      agencyId: ctx.agencyId,
      ...deliverable,
      collaborationInfluencerId: line.id,
      position,
    })),
  );
  await insertInChunks(rows, (chunk) => ctx.db.insert(deliverables).values(chunk));
}

export async function insertLines(
  ctx: AgencyContext,
  collaborationId: string,
  deal: DealCopy,
  lines: ResolvedLine[],
) {
  const lineRows = lines.map((line, position) =>
    toLineRow(ctx, collaborationId, deal, line, position),
  );
  await insertInChunks(lineRows, (chunk) => ctx.db.insert(collaborationInfluencers).values(chunk));
  await insertDeliverables(
    ctx,
    lines.map((line, index) => ({ id: lineRows[index]!.id, deliverables: line.deliverables })),
  );
}

/**
 * An edit keeps the identity of every line that remains (issue 14): it updates their name,
 * rate and place but never their payment state (paid, percentage, payment date — the
 * accounting screen's), inserts the new lines, deletes only the removed ones, and rewrites
 * the deliverables, which hold no state of their own.
 */
export async function saveLines(
  ctx: AgencyContext,
  collaborationId: string,
  deal: DealCopy,
  lines: ResolvedLine[],
  ownedLines: SQL,
) {
  const keptIds = lines.flatMap((line) => (line.id ? [line.id] : []));
  await ctx.db
    .delete(collaborationInfluencers)
    .where(
      and(
        ownedLines,
        keptIds.length > 0 ? notInArray(collaborationInfluencers.id, keptIds) : undefined,
      ),
    );
  if (keptIds.length > 0) {
    await ctx.db
      .delete(deliverables)
      .where(
        and(
          eq(deliverables.agencyId, ctx.agencyId),
          inArray(deliverables.collaborationInfluencerId, keptIds),
        ),
      );
  }
  const rows = lines.map((line, position) => toLineRow(ctx, collaborationId, deal, line, position));
  const now = new Date();
  for (const [index, line] of lines.entries()) {
    if (!line.id) continue;
    await ctx.db
      .update(collaborationInfluencers)
      .set({
        influencerId: line.influencerId,
        fullName: line.fullName,
        rateCents: line.rateCents,
        position: index,
        ...dealFields(deal, line.fullName),
        updatedAt: now,
      })
      .where(and(ownedLines, eq(collaborationInfluencers.id, line.id)));
  }
  const added = rows.filter((_row, index) => !lines[index]!.id);
  await insertInChunks(added, (chunk) => ctx.db.insert(collaborationInfluencers).values(chunk));
  await insertDeliverables(
    ctx,
    lines.map((line, index) => ({ id: rows[index]!.id, deliverables: line.deliverables })),
  );
}

/** 'Frais annexes (HT)' hold no state of their own: an edit rewrites them, in order. */
export async function saveCosts(
  ctx: AgencyContext,
  collaborationId: string,
  costs: CollaborationCostInput[],
) {
  await ctx.db
    .delete(collaborationCosts)
    .where(
      and(
        eq(collaborationCosts.collaborationId, collaborationId),
        eq(collaborationCosts.agencyId, ctx.agencyId),
      ),
    );
  if (costs.length === 0) return;
  await ctx.db.insert(collaborationCosts).values(
    costs.map((cost, position) => ({
      agencyId: ctx.agencyId,
      collaborationId,
      label: cost.label,
      amountCents: cost.amountCents,
      position,
    })),
  );
}
