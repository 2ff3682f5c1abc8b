import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { clients, influencers } from '#server/db/schema/address-book';
import { collaborationInfluencers, collaborations } from '#server/db/schema/collaborations';
import type { AgencyContext } from '#server/lib/context';
import { formatEuros } from '#shared/domain/money';
import { findSector } from '#server/features/assistant/sectors';
import { sectorLabels } from '#shared/i18n/fr-sectors';
import { defineTool, MAX_TOOL_ROWS } from '#server/features/assistant/tools/tool';

const input = z.object({
  sector: z.string().trim().min(1).max(100),
  limit: z.number().int().min(1).max(MAX_TOOL_ROWS).optional(),
});

/**
 * Influencers ranked by their deals with clients of one sector, then by the total of their
 * rates in those deals: one grouped statement over the deal lines of the agency (its index
 * on agency_id), joined by primary keys. Archived influencers are left out.
 */
async function rankInfluencers(ctx: AgencyContext, sector: string, limit: number) {
  const line = collaborationInfluencers;
  const deals = sql<number>`count(distinct ${collaborations.id})::int`;
  const totalCents = sql<number>`coalesce(sum(${line.rateCents}), 0)::bigint`.mapWith(Number);
  return ctx.db
    .select({
      fullName: influencers.fullName,
      username: influencers.username,
      deals,
      totalCents,
    })
    .from(line)
    .innerJoin(collaborations, eq(collaborations.id, line.collaborationId))
    .innerJoin(clients, eq(clients.id, collaborations.clientId))
    .innerJoin(influencers, eq(influencers.id, line.influencerId))
    .where(
      and(
        eq(line.agencyId, ctx.agencyId),
        eq(clients.sectorMain, sector),
        eq(influencers.isArchived, false),
      ),
    )
    .groupBy(influencers.id)
    .orderBy(desc(deals), desc(totalCents), asc(influencers.sortKey))
    .limit(limit);
}

export type TopInfluencersResult =
  | { sector: null; known: string[] }
  | {
      sector: string;
      items: { fullName: string; username: string; deals: number; total: string }[];
    };

export const topInfluencersTool = defineTool({
  name: 'top_influencers',
  sections: ['influencers', 'collaborations'],
  description:
    'The best influencers for a client sector, ranked by number of deals with clients of that ' +
    'sector, then by total rates. `sector` is a sector key or its French label (' +
    Object.values(sectorLabels.sectors).join(', ') +
    '). An unknown sector answers the list of known ones.',
  input,
  run: async (ctx, { sector, limit }): Promise<TopInfluencersResult> => {
    const key = findSector(sector);
    if (!key) return { sector: null, known: Object.values(sectorLabels.sectors) };
    const rows = await rankInfluencers(ctx, key, limit ?? 5);
    return {
      sector: sectorLabels.sectors[key],
      items: rows.map(({ totalCents, ...row }) => ({ ...row, total: formatEuros(totalCents) })),
    };
  },
});
