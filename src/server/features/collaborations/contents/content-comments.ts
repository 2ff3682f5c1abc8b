import { and, eq, isNotNull } from 'drizzle-orm';
import { deliverables } from '#server/db/schema/collaborations';
import { contentVersions } from '#server/db/schema/contents';
import { invalid, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { notifyMentions } from '#server/lib/notices';
import {
  authorOf,
  insertComment,
  memberWriter,
  type ContentWriter,
} from '#server/features/collaborations/contents/content-writes';
import { getDealName } from '#server/features/collaborations/contents/contents-read';
import { toCommentView } from '#server/features/collaborations/contents/contents-views';
import { fr } from '#shared/i18n/fr';
import type { ContentCommentInput, ContentCommentView } from '#shared/schemas/contents';

/**
 * A plain comment of the writer's actor, about a version or the content: the deliverable must
 * be the deal's (and the line's, for a creator's link), the version one the actor may see (the
 * brand: a version it was sent).
 */
export async function writeComment(
  w: ContentWriter,
  target: { collaborationId: string; deliverableId: string; lineId?: string },
  input: ContentCommentInput,
): Promise<ContentCommentView> {
  const { collaborationId, deliverableId, lineId } = target;
  const dealName = await getDealName(w, collaborationId);
  const [item] = await w.db
    .select({ id: deliverables.id })
    .from(deliverables)
    .where(
      and(
        eq(deliverables.id, deliverableId),
        eq(deliverables.collaborationId, collaborationId),
        eq(deliverables.agencyId, w.agencyId),
        lineId === undefined ? undefined : eq(deliverables.collaborationInfluencerId, lineId),
      ),
    );
  if (!item) throw notFound();
  const versionNumber = input.versionNumber ?? null;
  if (versionNumber !== null) {
    const [version] = await w.db
      .select({ id: contentVersions.id })
      .from(contentVersions)
      .where(
        and(
          eq(contentVersions.agencyId, w.agencyId),
          eq(contentVersions.deliverableId, deliverableId),
          eq(contentVersions.number, versionNumber),
          w.actor.kind === 'brand' ? isNotNull(contentVersions.sentToClientAt) : undefined,
        ),
      );
    if (!version) throw invalid({ versionNumber: fr.fields.invalid('Version') });
  }
  const row = await insertComment(
    w,
    { collaborationId, item },
    { decision: null, versionNumber, body: input.body },
  );
  // Decision 0069: a colleague named with '@' in the thread hears of it.
  await notifyMentions(
    w,
    { after: input.body },
    {
      section: 'collaborations',
      recordKind: 'collaboration',
      recordId: collaborationId,
      recordLabel: dealName,
      collaborationId,
      collaborationLabel: dealName,
    },
    authorOf(w.actor),
  );
  return toCommentView(row);
}

/** POST …/contents/:deliverableId/comments: a member's comment. */
export const addContentComment = (
  ctx: AgencyContext,
  collaborationId: string,
  deliverableId: string,
  input: ContentCommentInput,
) => writeComment(memberWriter(ctx), { collaborationId, deliverableId }, input);
