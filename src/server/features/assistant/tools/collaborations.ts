import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  collaborationInfluencers,
  collaborations,
  deliverables,
  statusWhere,
  tenantCollaborationSearch as v,
} from '#server/db/schema/collaborations';
import type { AgencyContext } from '#server/lib/context';
import { searchFilter } from '#server/lib/sql-filters';
import { deriveCollaborationStatus } from '#shared/domain/collaboration-status';
import { isAcceptedDay } from '#shared/domain/dates';
import { COLLABORATION_TYPES } from '#shared/domain/enums';
import { formatEuros } from '#shared/domain/money';
import { fr } from '#shared/i18n/fr';
import { clip, defineTool, MAX_TOOL_ROWS } from '#server/features/assistant/tools/tool';

const day = z.string().refine(isAcceptedDay, 'a day as YYYY-MM-DD').describe('A day, YYYY-MM-DD');
const input = z.object({
  status: z.enum(['pending', 'in_progress', 'completed']).optional(),
  type: z.enum(COLLABORATION_TYPES).optional(),
  from: day.optional(),
  to: day.optional(),
  query: z.string().trim().max(100).optional(),
});
type Input = z.infer<typeof input>;

const DELIVERABLES_SHOWN = 3;

/** The deliverables of the listed deals (a few each): what each influencer has to post. */
async function findDeliverables(ctx: AgencyContext, ids: string[]) {
  if (ids.length === 0) return [];
  return ctx.db
    .select({
      collaborationId: collaborationInfluencers.collaborationId,
      influencer: collaborationInfluencers.fullName,
      type: deliverables.type,
      description: deliverables.description,
    })
    .from(deliverables)
    .innerJoin(
      collaborationInfluencers,
      eq(collaborationInfluencers.id, deliverables.collaborationInfluencerId),
    )
    .where(
      and(
        eq(deliverables.agencyId, ctx.agencyId),
        inArray(collaborationInfluencers.collaborationId, ids),
      ),
    )
    .orderBy(asc(collaborationInfluencers.position), asc(deliverables.position));
}

async function findCollaborations(ctx: AgencyContext, query: Input) {
  const where = and(
    eq(v.agencyId, ctx.agencyId),
    query.status ? statusWhere(v, query.status) : undefined,
    query.type ? eq(v.type, query.type) : undefined,
    query.from ? gte(v.contactDate, query.from) : undefined,
    query.to ? lte(v.contactDate, query.to) : undefined,
    searchFilter(query.query ?? '', { searchText: v.searchText }),
  );
  const [counted] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(v)
    .where(where);
  const page = await ctx.db
    .select({ id: v.id })
    .from(v)
    .where(where)
    .orderBy(desc(v.contactDate), desc(v.createdAt), desc(v.id))
    .limit(MAX_TOOL_ROWS);
  const ids = page.map((row) => row.id);
  const rows = ids.length
    ? await ctx.db
        .select()
        .from(collaborations)
        .where(and(eq(collaborations.agencyId, ctx.agencyId), inArray(collaborations.id, ids)))
    : [];
  const lines = await findDeliverables(ctx, ids);
  const items = ids.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) return [];
    const status = deriveCollaborationStatus({
      paymentReceived: row.isPaymentReceived,
      quoteSent: row.isQuoteSent,
    });
    return [
      {
        id,
        name: row.name,
        brand: row.brand,
        type: fr.collaborationTypes[row.type],
        status,
        statusLabel: fr.collaborationStatus[status],
        contactDate: row.contactDate,
        manager: row.manager,
        total: formatEuros(row.totalCents),
        deliverables: lines
          .filter((line) => line.collaborationId === id)
          .slice(0, DELIVERABLES_SHOWN)
          .map(({ influencer, type, description }) => ({
            influencer,
            type: fr.deliverableTypes[type as keyof typeof fr.deliverableTypes] ?? type,
            description: clip(description, 200),
          })),
      },
    ];
  });
  return { count: counted?.count ?? 0, items };
}
export type CollaborationsResult = Awaited<ReturnType<typeof findCollaborations>>;

export const collaborationsTool = defineTool({
  name: 'collaborations',
  sections: ['collaborations'],
  description:
    "Count and list the agency's collaborations (deals, campaigns), newest contact first. " +
    "Filters: status (pending = 'en attente' / awaiting confirmation, in_progress = quote " +
    'sent, completed = payment received), type, contact-date period (from/to as YYYY-MM-DD), ' +
    'and a name or brand query. Returns the total count and up to 10 of them.',
  input,
  run: findCollaborations,
});
