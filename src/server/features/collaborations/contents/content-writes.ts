import { and, desc, eq } from 'drizzle-orm';
import { collaborationInfluencers, deliverables } from '#server/db/schema/collaborations';
import {
  contentComments,
  contentVersions,
  type CONTENT_AUTHORS,
  type CONTENT_DECISIONS,
} from '#server/db/schema/contents';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent, type EventAuthor } from '#server/lib/history';
import { syncPostProgress } from '#server/features/collaborations/contents/content-progress';
import { getDealName } from '#server/features/collaborations/contents/contents-read';
import { isPostedStage } from '#shared/domain/content-stages';
import { diffRecordViews } from '#shared/domain/record-history';
import { fr } from '#shared/i18n/fr';
import { contents as t } from '#shared/i18n/fr-contents';
import { signalsOfContentChange } from '#shared/domain/webhook-events';
import { notifyContentChange } from '#server/lib/notices';

// What every write on a content shares: the deliverable locked for the rest of the
// transaction, its stage moved with 'Posté' and the deal's progress, the thread's decision,
// and one line of the deal's history. The same functions serve a member and an outsider acting
// through a private link (decision 0051): only the actor differs.

/** Who writes on a content: a member, or a creator or the brand through their link. */
export type ContentActor = {
  kind: (typeof CONTENT_AUTHORS)[number];
  /** As the thread shows it: the member's, the creator's or the brand reviewer's name. */
  name: string;
  email: string;
  /** The member's account; null for an outsider (no account). */
  userId: string | null;
};

/** The transaction and agency of the request, and its actor. */
export type ContentWriter = Pick<AgencyContext, 'db' | 'agencyId' | 'afterCommit'> & {
  actor: ContentActor;
};

/** The member's name as the thread shows it. */
export const memberName = (ctx: AgencyContext) =>
  `${ctx.user.firstName} ${ctx.user.lastName}`.trim();

/** A member's request as a content's writer. */
export const memberWriter = (ctx: AgencyContext): ContentWriter & AgencyContext => ({
  ...ctx,
  actor: { kind: 'agency', name: memberName(ctx), email: ctx.user.email, userId: ctx.user.id },
});

/** How the deal's history names an outsider: « Léa Dupont (créateur, par son lien) ». */
export const authorOf = (actor: ContentActor): EventAuthor => ({
  id: actor.userId,
  name: actor.kind === 'agency' ? actor.name : t.history.byLink(actor.name, actor.kind),
});

type DeliverableRow = typeof deliverables.$inferSelect;
type Latest = { id: string; number: number; sentToClientAt: Date | null } | undefined;
export type LockedContent = Awaited<ReturnType<typeof lockContent>>;

/**
 * The deliverable of the agency's deal, locked (`for update`): two actions at once wait for
 * each other, and the second sees the first one's stage. Another agency's, or another line's
 * when `lineId` is given (a creator's link): 404.
 */
export async function lockContent(
  ctx: Pick<AgencyContext, 'db' | 'agencyId'>,
  collaborationId: string,
  id: string,
  lineId?: string,
) {
  const dealName = await getDealName(ctx, collaborationId);
  const [item] = await ctx.db
    .select()
    .from(deliverables)
    .where(
      and(
        eq(deliverables.id, id),
        eq(deliverables.collaborationId, collaborationId),
        eq(deliverables.agencyId, ctx.agencyId),
        lineId === undefined ? undefined : eq(deliverables.collaborationInfluencerId, lineId),
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

type ContentChange = Partial<
  Pick<DeliverableRow, 'stage' | 'publishedUrl' | 'publishedOn' | 'isPublicationChecked'>
>;

/**
 * Writes the deliverable's change: a new stage restarts its wait and sets 'Posté' (spec §4),
 * and the deal's post progress follows.
 */
export async function saveContent(
  ctx: Pick<AgencyContext, 'db' | 'agencyId'>,
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

/** A comment of the thread, by the writer's actor; `decision` null for a plain one. */
export async function insertComment(
  ctx: ContentWriter,
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
      authorKind: ctx.actor.kind,
      authorName: ctx.actor.name,
      authorEmail: ctx.actor.email,
      authorUserId: ctx.actor.userId,
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
  ctx: ContentWriter,
  locked: LockedContent,
  after: Partial<ContentFacts>,
) {
  const before: ContentFacts = {
    stage: locked.item.stage,
    isPublicationChecked: locked.item.isPublicationChecked,
    version: locked.latest?.number ?? null,
    isSent: Boolean(locked.latest?.sentToClientAt),
  };
  await recordEvent(
    { db: ctx.db, agencyId: ctx.agencyId, author: authorOf(ctx.actor) },
    {
      kind: 'collaboration',
      recordId: locked.collaborationId,
      label: locked.dealName,
      action: 'update',
      changes: diffRecordViews(
        { deliverables: [contentLabel(locked, before)] },
        { deliverables: [contentLabel(locked, { ...before, ...after })] },
      ),
      signals: signalsOfContentChange(before, after),
    },
  );
  // Decision 0069: the deal's managers hear of a draft in, changes asked, a validation.
  await notifyContentChange(
    ctx,
    {
      collaborationId: locked.collaborationId,
      deliverableId: locked.item.id,
      label: [locked.lineName, fr.deliverableTypes[locked.item.type as never] ?? locked.item.type]
        .filter(Boolean)
        .join(' · '),
    },
    {
      before: before.stage,
      after: after.stage ?? before.stage,
      isNewVersion: after.version != null && after.version !== before.version,
    },
    authorOf(ctx.actor),
  );
}
