import { and, eq, ne } from 'drizzle-orm';
import { collaborations, deliverables } from '#server/db/schema/collaborations';
import type { AgencyContext } from '#server/lib/context';
import { derivePostProgress } from '#shared/domain/content-stages';

/**
 * The deal's post progress follows its deliverables' stages (decision 0049), after every write
 * that moves one: the deal form, a content action, a creator's or a brand's decision. A deal
 * without deliverables keeps the value of its form's switch.
 */
export async function syncPostProgress(
  ctx: Pick<AgencyContext, 'db' | 'agencyId'>,
  collaborationId: string,
) {
  const rows = await ctx.db
    .select({ stage: deliverables.stage })
    .from(deliverables)
    .where(
      and(
        eq(deliverables.agencyId, ctx.agencyId),
        eq(deliverables.collaborationId, collaborationId),
      ),
    );
  const progress = derivePostProgress(rows.map((row) => row.stage));
  if (progress === null) return;
  await ctx.db
    .update(collaborations)
    .set({ postProgress: progress })
    .where(
      and(
        eq(collaborations.agencyId, ctx.agencyId),
        eq(collaborations.id, collaborationId),
        ne(collaborations.postProgress, progress),
      ),
    );
}
