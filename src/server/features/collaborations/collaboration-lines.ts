import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import {
  collaborationCosts,
  collaborationInfluencers,
  deliverables,
} from '#server/db/schema/collaborations';
import type { AgencyContext } from '#server/lib/context';
import { buildSearchText } from '#shared/domain/search';
import type { CollaborationCostInput, DeliverableInput } from '#shared/schemas/collaborations';
import {
  contentStageOfPosted,
  isPostedStage,
  stageForPostedSwitch,
} from '#shared/domain/content-stages';
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
  giftsCents: line.giftsCents,
  isCreatorInvoicePaid: line.isCreatorInvoicePaid,
  paidPercentage: line.paidPercentage,
  paidAt: line.isCreatorInvoicePaid ? new Date() : null,
  paidBy: line.isCreatorInvoicePaid ? ctx.user.id : null,
  position,
  ...dealFields(deal, line.fullName),
});

type LineDeliverables = { id: string; deliverables: ResolvedLine['deliverables'] };

const deliverableFields = (deliverable: DeliverableInput, position: number) => ({
  type: deliverable.type,
  description: deliverable.description,
  priceCents: deliverable.priceCents,
  publishOn: deliverable.publishOn,
  isRetouched: deliverable.isRetouched,
  isVirtual: deliverable.isVirtual,
  position,
});

/** New deliverables: their content starts from the form's 'Posté' (decision 0049). */
async function insertDeliverables(
  ctx: AgencyContext,
  collaborationId: string,
  lines: LineDeliverables[],
) {
  const rows = lines.flatMap((line) =>
    line.deliverables.flatMap((deliverable, position) =>
      deliverable.id
        ? []
        : [
            {
              agencyId: ctx.agencyId,
              collaborationId,
              collaborationInfluencerId: line.id,
              ...deliverableFields(deliverable, position),
              ...contentStageOfPosted(deliverable.isPosted),
              isPosted: deliverable.isPosted,
            },
          ],
    ),
  );
  await insertInChunks(rows, (chunk) => ctx.db.insert(deliverables).values(chunk));
}

/**
 * An edit keeps each deliverable sent back with its id (issue 29): its content (stage, drafts,
 * thread) stays; its type, description, price, date and place are updated, and the form's
 * 'Posté' moves its stage only when switched (stageForPostedSwitch). Deliverables of the kept
 * lines that are not sent back are deleted, with their content. An id that is not one of this
 * deal's kept deliverables is read as a new deliverable.
 */
async function saveDeliverables(
  ctx: AgencyContext,
  collaborationId: string,
  lines: LineDeliverables[],
  keptLineIds: string[],
) {
  const existing =
    keptLineIds.length === 0
      ? []
      : await ctx.db
          .select({
            id: deliverables.id,
            lineId: deliverables.collaborationInfluencerId,
            stage: deliverables.stage,
          })
          .from(deliverables)
          .where(
            and(
              eq(deliverables.agencyId, ctx.agencyId),
              inArray(deliverables.collaborationInfluencerId, keptLineIds),
            ),
          );
  const known = new Map(existing.map((row) => [row.id, row]));
  const kept = new Set<string>();
  const linesWithNew = lines.map((line) => ({
    id: line.id,
    deliverables: line.deliverables.map((deliverable) => {
      const row = deliverable.id ? known.get(deliverable.id) : undefined;
      if (row && row.lineId === line.id && !kept.has(row.id)) {
        kept.add(row.id);
        return deliverable;
      }
      return { ...deliverable, id: null };
    }),
  }));
  const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) {
    await ctx.db
      .delete(deliverables)
      .where(and(eq(deliverables.agencyId, ctx.agencyId), inArray(deliverables.id, removed)));
  }
  const now = new Date();
  for (const line of linesWithNew) {
    for (const [position, deliverable] of line.deliverables.entries()) {
      if (!deliverable.id) continue;
      const before = known.get(deliverable.id)!.stage;
      const stage = stageForPostedSwitch(before, deliverable.isPosted);
      await ctx.db
        .update(deliverables)
        .set({
          ...deliverableFields(deliverable, position),
          ...(stage !== before && {
            stage,
            stageChangedAt: now,
            isPosted: isPostedStage(stage),
            isPublicationChecked: true,
          }),
          updatedAt: now,
        })
        .where(and(eq(deliverables.agencyId, ctx.agencyId), eq(deliverables.id, deliverable.id)));
    }
  }
  await insertDeliverables(ctx, collaborationId, linesWithNew);
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
    collaborationId,
    lines.map((line, index) => ({
      id: lineRows[index]!.id,
      deliverables: line.deliverables.map((deliverable) => ({ ...deliverable, id: null })),
    })),
  );
}

/**
 * An edit keeps the identity of every line that remains (issue 14): it updates their name,
 * rate, gifts and place but never their payment state (paid, percentage, payment date — the
 * accounting screen's), inserts the new lines, deletes only the removed ones, and keeps the
 * deliverables sent back with their ids (saveDeliverables).
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
        giftsCents: line.giftsCents,
        position: index,
        ...dealFields(deal, line.fullName),
        updatedAt: now,
      })
      .where(and(ownedLines, eq(collaborationInfluencers.id, line.id)));
  }
  const added = rows.filter((_row, index) => !lines[index]!.id);
  await insertInChunks(added, (chunk) => ctx.db.insert(collaborationInfluencers).values(chunk));
  await saveDeliverables(
    ctx,
    collaborationId,
    lines.map((line, index) => ({ id: rows[index]!.id, deliverables: line.deliverables })),
    keptIds,
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
