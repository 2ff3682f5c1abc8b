import { and, desc, eq } from 'drizzle-orm';
import { collaborationInfluencers, deliverables } from '#server/db/schema/collaborations';
import {
  contentComments,
  contentVersions,
  type CONTENT_DECISIONS,
} from '#server/db/schema/contents';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent } from '#server/lib/history';
import { syncPostProgress } from '#server/features/collaborations/contents/content-progress';
import { getDealName } from '#server/features/collaborations/contents/contents-read';
import { isPostedStage } from '#shared/domain/content-stages';
import { diffRecordViews } from '#shared/domain/record-history';
import { fr } from '#shared/i18n/fr';
import { contents as t } from '#shared/i18n/fr-contents';

// What every write on a content shares: the deliverable locked for the rest of the
// transaction, its stage moved with 'Posté' and the deal's progress, the thread's decision,
// and one line of the deal's history.

type DeliverableRow = typeof deliverables.$inferSelect;
type Latest = { id: string; number: number; sentToClientAt: Date | null } | undefined;
export type LockedContent = Awaited<ReturnType<typeof lockContent>>;

/**
 * The deliverable of the agency's deal, locked (`for update`): two actions at once wait for
 * each other, and the second sees the first one's stage. Another agency's: 404.
 */
export async function lockContent(ctx: AgencyContext, collaborationId: string, id: string) {
  const dealName = await getDealName(ctx, collaborationId);
  const [item] = await ctx.db
    .select()
    .from(deliverables)
    .where(
      and(
        eq(deliverables.id, id),
        eq(deliverables.collaborationId, collaborationId),
        eq(deliverables.agencyId, ctx.agencyId),
      ),
    )
    .for('update');
  if (!item) throw notFound();
  const [latest] = await ctx.db
    .select({
      id: contentVersions.id,
      number: contentVersions.number,
      sentToClientAt: contentVersions.sentToClientAt,
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.agencyId, ctx.agencyId), eq(contentVersions.deliverableId, id)))
    .orderBy(desc(contentVersions.number))
    .limit(1);
  const [line] = await ctx.db
    .select({ fullName: collaborationInfluencers.fullName })
    .from(collaborationInfluencers)
    .where(eq(collaborationInfluencers.id, item.collaborationInfluencerId));
  return {
    collaborationId,
    dealName,
    item,
    latest: latest as Latest,
    lineName: line?.fullName ?? '',
  };
}

/** The member's name as the thread shows it. */
export const memberName = (ctx: AgencyContext) =>
  `${ctx.user.firstName} ${ctx.user.lastName}`.trim();

type ContentChange = Partial<
  Pick<DeliverableRow, 'stage' | 'publishedUrl' | 'publishedOn' | 'isPublicationChecked'>
>;

/**
 * Writes the deliverable's change: a new stage restarts its wait and sets 'Posté' (spec §4),
 * and the deal's post progress follows.
 */
export async function saveContent(
  ctx: AgencyContext,
  locked: LockedContent,
  change: ContentChange,
) {
  const isMoved = change.stage !== undefined && change.stage !== locked.item.stage;
  const stageColumns =
    change.stage === undefined
      ? {}
      : {
          isPosted: isPostedStage(change.stage),
          ...(isMoved ? { stageChangedAt: new Date() } : {}),
        };
  await ctx.db
    .update(deliverables)
    .set({ ...change, ...stageColumns, updatedAt: new Date() })
    .where(and(eq(deliverables.id, locked.item.id), eq(deliverables.agencyId, ctx.agencyId)));
  if (isMoved) await syncPostProgress(ctx, locked.collaborationId);
}

/** A comment of the thread, by the member; `decision` null for a plain one. */
export async function insertComment(
  ctx: AgencyContext,
  locked: { collaborationId: string; item: { id: string } },
  values: {
    decision: (typeof CONTENT_DECISIONS)[number] | null;
    versionNumber: number | null;
    body: string;
  },
) {
  const [row] = await ctx.db
    .insert(contentComments)
    .values({
      agencyId: ctx.agencyId,
      collaborationId: locked.collaborationId,
      deliverableId: locked.item.id,
      authorKind: 'agency',
      authorName: memberName(ctx),
      authorUserId: ctx.user.id,
      ...values,
    })
    .returning();
  return row!;
}

type ContentFacts = {
  stage: DeliverableRow['stage'];
  isPublicationChecked: boolean;
  version: number | null;
  isSent: boolean;
};

/** The deliverable as the deal's history lists it: « Léa Dupont · Post Instagram · … · Validé ». */
function contentLabel(locked: LockedContent, facts: ContentFacts) {
  const { item } = locked;
  const types: Record<string, string> = fr.deliverableTypes;
  return [
    locked.lineName,
    types[item.type] ?? item.type,
    item.description,
    facts.version === null ? '' : t.versionLabel(facts.version),
    t.stages[facts.stage],
    facts.isSent ? t.sentToClient : '',
    facts.stage === 'published' && facts.isPublicationChecked ? t.actions.check_publication : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One 'update' event of the deal: its deliverable before → after (decision 0045). */
export async function recordContentEvent(
  ctx: AgencyContext,
  locked: LockedContent,
  after: Partial<ContentFacts>,
) {
  const before: ContentFacts = {
    stage: locked.item.stage,
    isPublicationChecked: locked.item.isPublicationChecked,
    version: locked.latest?.number ?? null,
    isSent: Boolean(locked.latest?.sentToClientAt),
  };
  await recordEvent(ctx, {
    kind: 'collaboration',
    recordId: locked.collaborationId,
    label: locked.dealName,
    action: 'update',
    changes: diffRecordViews(
      { deliverables: [contentLabel(locked, before)] },
      { deliverables: [contentLabel(locked, { ...before, ...after })] },
    ),
  });
}
