import { inArray } from 'drizzle-orm';
import { clients, influencers } from '#server/db/schema/address-book';
import { collaborations } from '#server/db/schema/collaborations';
import { agencies, users } from '#server/db/schema/identity';
import {
  pickAgencies,
  pickClients,
  pickCollaborations,
  pickInfluencers,
  pickUsers,
} from '#server/features/superadmin/platform-positions';
import type { PlatformContext } from '#server/features/superadmin/superadmin-gate';
import { isSectorMain } from '#shared/domain/sectors';
import type { PlatformItemKind, PlatformListQuery } from '#shared/schemas/superadmin';
import { sectorLabels } from '#shared/i18n/fr-sectors';

/** One line of a tile's list: what it is, a second detail, and its agency. */
export type PlatformItem = {
  id: string;
  label: string;
  detail: string;
  agencyId: string;
  agencyName: string;
};
type Line = Omit<PlatformItem, 'agencyName'>;

const sectorOf = (sector: string | null) => (isSectorMain(sector) ? sectorLabels.sectors[sector] : '');

// The page's rows, read through row-level security, in the order of their ids.
const readLines: Record<
  Exclude<PlatformItemKind, 'agencies'>,
  (ctx: PlatformContext, ids: string[]) => Promise<Line[]>
> = {
  users: async (ctx, ids) =>
    (
      await ctx.db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          agencyId: users.agencyId,
        })
        .from(users)
        .where(inArray(users.id, ids))
    ).map((row) => ({
      id: row.id,
      label: `${row.firstName} ${row.lastName}`,
      detail: row.email,
      agencyId: row.agencyId ?? '',
    })),
  clients: async (ctx, ids) =>
    (
      await ctx.db
        .select({
          id: clients.id,
          brandName: clients.brandName,
          sectorMain: clients.sectorMain,
          agencyId: clients.agencyId,
        })
        .from(clients)
        .where(inArray(clients.id, ids))
    ).map((row) => ({
      id: row.id,
      label: row.brandName,
      detail: sectorOf(row.sectorMain),
      agencyId: row.agencyId,
    })),
  influencers: async (ctx, ids) =>
    (
      await ctx.db
        .select({
          id: influencers.id,
          fullName: influencers.fullName,
          username: influencers.username,
          agencyId: influencers.agencyId,
        })
        .from(influencers)
        .where(inArray(influencers.id, ids))
    ).map((row) => ({
      id: row.id,
      label: row.fullName,
      detail: row.username,
      agencyId: row.agencyId,
    })),
  collaborations: async (ctx, ids) =>
    (
      await ctx.db
        .select({
          id: collaborations.id,
          name: collaborations.name,
          brand: collaborations.brand,
          agencyId: collaborations.agencyId,
        })
        .from(collaborations)
        .where(inArray(collaborations.id, ids))
    ).map((row) => ({ id: row.id, label: row.name, detail: row.brand, agencyId: row.agencyId })),
};

const pickers = {
  users: pickUsers,
  clients: pickClients,
  influencers: pickInfluencers,
  collaborations: pickCollaborations,
};

async function findAgencyNames(ctx: PlatformContext, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await ctx.db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(inArray(agencies.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * A tile's list across agencies (the dashboard's dialogs), searched and paged on the server.
 * Agencies are their own agency; everything else names the agency it belongs to.
 */
export async function listPlatformItems(
  ctx: PlatformContext,
  kind: PlatformItemKind,
  query: PlatformListQuery,
): Promise<{ items: PlatformItem[]; nextCursor: string | null }> {
  if (kind === 'agencies') {
    const { ids, nextCursor } = await pickAgencies(ctx, query);
    const names = await findAgencyNames(ctx, ids);
    const items = ids.flatMap((id) => {
      const name = names.get(id);
      return name === undefined
        ? []
        : [{ id, label: name, detail: id, agencyId: id, agencyName: name }];
    });
    return { items, nextCursor };
  }
  const { ids, nextCursor } = await pickers[kind](ctx, {}, query);
  if (ids.length === 0) return { items: [], nextCursor };
  const lines = new Map((await readLines[kind](ctx, ids)).map((line) => [line.id, line]));
  const names = await findAgencyNames(ctx, [
    ...new Set([...lines.values()].map((l) => l.agencyId)),
  ]);
  const items = ids.flatMap((id) => {
    const line = lines.get(id);
    return line ? [{ ...line, agencyName: names.get(line.agencyId) ?? '' }] : [];
  });
  return { items, nextCursor };
}
