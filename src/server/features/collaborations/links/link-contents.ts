import { and, eq } from 'drizzle-orm';
import { collaborationInfluencers, deliverables } from '#server/db/schema/collaborations';
import { contentFiles, contentVersions } from '#server/db/schema/contents';
import { AppError, invalid, notFound } from '#server/lib/app-error';
import type { LinkContext } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { applyLockedAction } from '#server/features/collaborations/contents/content-actions';
import { writeComment } from '#server/features/collaborations/contents/content-comments';
import { writeContentVersion } from '#server/features/collaborations/contents/content-versions';
import {
  lockContent,
  type ContentActor,
  type ContentWriter,
} from '#server/features/collaborations/contents/content-writes';
import { mailContentNews } from '#server/features/collaborations/links/link-content-mail';
import {
  dealOfLink,
  getLinkContent,
  linkGone,
} from '#server/features/collaborations/links/link-page';
import type { LinkSending } from '#server/features/collaborations/links/links-service';
import { fr } from '#shared/i18n/fr';
import { contents as t } from '#shared/i18n/fr-contents';
import { linksText } from '#shared/i18n/fr-links';
import type { ContentCommentInput, ContentVersionInput } from '#shared/schemas/contents';
import type { LinkContentActionInput, Reviewer } from '#shared/schemas/link-pages';

// Decision 0051: what a creator or the brand writes on contents through their link, in the
// link's transaction, with the same functions as the agency's screens (the actor differs). A
// creator reaches their own line's deliverables only (else 404); the brand every one of the
// deal, deciding only on what it was sent (the rules of content-stages, else 409).

/** The link's request as a content's writer: an outsider has no account. */
export const writerOf = (
  linkCtx: LinkContext,
  actor: Omit<ContentActor, 'userId'>,
): ContentWriter => ({
  db: linkCtx.db,
  agencyId: linkCtx.link.agencyId,
  afterCommit: linkCtx.afterCommit,
  actor: { ...actor, userId: null },
});

/** The brand names itself on each of its writes: 422 naming the field when it did not. */
function requireReviewer(reviewer: Reviewer | undefined): Reviewer {
  if (reviewer) return reviewer;
  const message = fr.fields.required(t.reviewerName);
  throw invalid({ 'reviewer.name': message }, message);
}

const creatorOnly = () => new AppError('link_creator_only', 403, linksText.errors.creatorOnly);

/** The creator's name as their line says it. */
async function getCreatorName(linkCtx: LinkContext, lineId: string) {
  const [line] = await linkCtx.db
    .select({ fullName: collaborationInfluencers.fullName })
    .from(collaborationInfluencers)
    .where(
      and(
        eq(collaborationInfluencers.id, lineId),
        eq(collaborationInfluencers.agencyId, linkCtx.link.agencyId),
      ),
    );
  if (!line) throw linkGone();
  return line.fullName;
}

/** POST /api/link/contents/:deliverableId/versions: the creator's draft, with its uploads. */
export async function addLinkVersion(
  linkCtx: LinkContext,
  deps: { storage: FileStorage; sending: LinkSending },
  deliverableId: string,
  input: ContentVersionInput,
) {
  const { collaborationId, lineId } = dealOfLink(linkCtx);
  if (lineId === undefined) throw creatorOnly();
  const reader = { db: linkCtx.db, agencyId: linkCtx.link.agencyId };
  const locked = await lockContent(reader, collaborationId, deliverableId, lineId);
  const writer = writerOf(linkCtx, { kind: 'creator', name: locked.lineName, email: '' });
  const { number } = await writeContentVersion(writer, deps.storage, locked, {
    ...input,
    uploadOwner: linkCtx.link.id,
  });
  await mailContentNews(linkCtx, deps.sending, {
    news: 'draft',
    locked,
    version: number,
    actorName: locked.lineName,
  });
  return getLinkContent(linkCtx, deliverableId);
}

/** POST /api/link/contents/:deliverableId/comments: the creator's, or the brand's reviewer's. */
export async function addLinkComment(
  linkCtx: LinkContext,
  deliverableId: string,
  input: ContentCommentInput & { reviewer?: Reviewer },
) {
  const { collaborationId, lineId } = dealOfLink(linkCtx);
  const actor =
    lineId === undefined
      ? { kind: 'brand' as const, ...requireReviewer(input.reviewer) }
      : { kind: 'creator' as const, name: await getCreatorName(linkCtx, lineId), email: '' };
  const target = { collaborationId, deliverableId, lineId };
  return writeComment(writerOf(linkCtx, actor), target, {
    body: input.body,
    versionNumber: input.versionNumber,
  });
}

/**
 * POST /api/link/contents/:deliverableId/actions: the brand approves or asks for changes on the
 * version it was sent; the creator gives the publication once validated.
 */
export async function applyLinkAction(
  linkCtx: LinkContext,
  sending: LinkSending,
  deliverableId: string,
  input: LinkContentActionInput,
) {
  const { collaborationId, lineId } = dealOfLink(linkCtx);
  const reader = { db: linkCtx.db, agencyId: linkCtx.link.agencyId };
  const locked = await lockContent(reader, collaborationId, deliverableId, lineId);
  const reviewer = input.action === 'publish' ? null : input.reviewer;
  // The rules refuse (409) the brand's publication and the creator's decisions.
  const actor =
    lineId === undefined && reviewer
      ? { kind: 'brand' as const, ...reviewer }
      : {
          kind: lineId === undefined ? ('brand' as const) : ('creator' as const),
          name: locked.lineName,
          email: '',
        };
  await applyLockedAction(writerOf(linkCtx, actor), locked, input);
  if (actor.kind === 'brand' && reviewer && input.action !== 'publish') {
    await mailContentNews(linkCtx, sending, {
      news: input.action === 'approve' ? 'approved' : 'changes_requested',
      locked,
      version: locked.latest?.number ?? 0,
      actorName: reviewer.name,
      reviewerEmail: reviewer.email,
      comment: input.comment,
    });
  }
  return getLinkContent(linkCtx, deliverableId);
}

/**
 * GET /api/link/files/:fileId: a file of a version this link sees — of its own line for a
 * creator, of a version it was sent for the brand; anything else is a 404.
 */
export async function getLinkFile(linkCtx: LinkContext, fileId: string) {
  const { collaborationId, outsider, lineId } = dealOfLink(linkCtx);
  const { db, link } = linkCtx;
  const [file] = await db
    .select({
      key: contentFiles.storageKey,
      name: contentFiles.fileName,
      type: contentFiles.mimeType,
      size: contentFiles.sizeBytes,
      lineId: collaborationInfluencers.id,
      sentToClientAt: contentVersions.sentToClientAt,
    })
    .from(contentFiles)
    .innerJoin(contentVersions, eq(contentVersions.id, contentFiles.versionId))
    .innerJoin(deliverables, eq(deliverables.id, contentVersions.deliverableId))
    .innerJoin(
      collaborationInfluencers,
      eq(collaborationInfluencers.id, deliverables.collaborationInfluencerId),
    )
    .where(
      and(
        eq(contentFiles.id, fileId),
        eq(contentFiles.collaborationId, collaborationId),
        eq(contentFiles.agencyId, link.agencyId),
      ),
    );
  if (!file) throw notFound();
  if (lineId !== undefined && file.lineId !== lineId) throw notFound();
  if (outsider === 'brand' && !file.sentToClientAt) throw notFound();
  return { key: file.key, name: file.name, type: file.type, size: file.size };
}
