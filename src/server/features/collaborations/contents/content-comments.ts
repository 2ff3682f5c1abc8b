import { and, eq } from 'drizzle-orm';
import { deliverables } from '#server/db/schema/collaborations';
import { contentVersions } from '#server/db/schema/contents';
import { invalid, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { insertComment } from '#server/features/collaborations/contents/content-writes';
import { getDealName } from '#server/features/collaborations/contents/contents-read';
import { toCommentView } from '#server/features/collaborations/contents/contents-views';
import { fr } from '#shared/i18n/fr';
import type { ContentCommentInput, ContentCommentView } from '#shared/schemas/contents';

/** POST …/contents/:deliverableId/comments: a plain comment, about a version or the content. */
export async function addContentComment(
  ctx: AgencyContext,
  collaborationId: string,
  deliverableId: string,
  input: ContentCommentInput,
): Promise<ContentCommentView> {
  await getDealName(ctx, collaborationId);
  const [item] = await ctx.db
    .select({ id: deliverables.id })
    .from(deliverables)
    .where(
      and(
        eq(deliverables.id, deliverableId),
        eq(deliverables.collaborationId, collaborationId),
        eq(deliverables.agencyId, ctx.agencyId),
      ),
    );
  if (!item) throw notFound();
  const versionNumber = input.versionNumber ?? null;
  if (versionNumber !== null) {
    const [version] = await ctx.db
      .select({ id: contentVersions.id })
      .from(contentVersions)
      .where(
        and(
          eq(contentVersions.agencyId, ctx.agencyId),
          eq(contentVersions.deliverableId, deliverableId),
          eq(contentVersions.number, versionNumber),
        ),
      );
    if (!version) throw invalid({ versionNumber: fr.fields.invalid('Version') });
  }
  const row = await insertComment(
    ctx,
    { collaborationId, item },
    { decision: null, versionNumber, body: input.body },
  );
  return toCommentView(row);
}
