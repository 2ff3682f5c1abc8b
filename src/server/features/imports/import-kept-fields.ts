import { and, eq, inArray } from 'drizzle-orm';
import { clients, influencers } from '#server/db/schema/address-book';
import type { AgencyContext } from '#server/lib/context';
import type { ClientInput } from '#shared/schemas/clients';
import type { InfluencerInput } from '#shared/schemas/influencers';

// Issue 31 (decision 0064): a client's or a creator's contract data has no column in an import
// file. An import that updates a record through its form's path would empty it; it keeps what
// the forms entered instead.

type Update<T> = { id: string; input: T };

export async function keepClientContractData(
  ctx: AgencyContext,
  updates: Update<ClientInput>[],
): Promise<Update<ClientInput>[]> {
  if (updates.length === 0) return updates;
  const rows = await ctx.db
    .select({
      id: clients.id,
      legalName: clients.legalName,
      legalAddress: clients.legalAddress,
      legalEmail: clients.legalEmail,
      taxCountry: clients.taxCountry,
    })
    .from(clients)
    .where(
      and(
        eq(clients.agencyId, ctx.agencyId),
        inArray(
          clients.id,
          updates.map((u) => u.id),
        ),
      ),
    );
  const kept = new Map(rows.map(({ id, ...data }) => [id, data]));
  return updates.map((update) => ({
    ...update,
    input: { ...update.input, ...kept.get(update.id) },
  }));
}

export async function keepInfluencerContractData(
  ctx: AgencyContext,
  updates: Update<InfluencerInput>[],
): Promise<Update<InfluencerInput>[]> {
  if (updates.length === 0) return updates;
  const rows = await ctx.db
    .select({
      id: influencers.id,
      email: influencers.email,
      taxCountry: influencers.taxCountry,
      euRepresentative: influencers.euRepresentative,
      hasLiabilityInsurance: influencers.hasLiabilityInsurance,
    })
    .from(influencers)
    .where(
      and(
        eq(influencers.agencyId, ctx.agencyId),
        inArray(
          influencers.id,
          updates.map((u) => u.id),
        ),
      ),
    );
  const kept = new Map(rows.map(({ id, ...data }) => [id, data]));
  return updates.map((update) => ({
    ...update,
    input: { ...update.input, ...kept.get(update.id) },
  }));
}
