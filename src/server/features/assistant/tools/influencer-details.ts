import { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { formatEuros } from '#shared/domain/money';
import { formatPhone } from '#shared/domain/phone';
import { normalizeSearchText } from '#shared/domain/search';
import { fr } from '#shared/i18n/fr';
import { getInfluencer, listInfluencers } from '#server/features/assistant/tools/feature-services';
import { defineTool, MAX_TOOL_ROWS } from '#server/features/assistant/tools/tool';

type Influencer = Awaited<ReturnType<typeof getInfluencer>>;

const label = <K extends string>(labels: Record<string, string>, key: K) => labels[key] ?? key;

const toDetails = (row: Influencer) => ({
  id: row.id,
  fullName: row.fullName,
  username: row.username,
  isExclusive: row.isExclusive,
  address: row.address,
  phoneNumber: formatPhone(row.phoneNumber),
  platforms: row.platforms.map((p) => ({
    name: label(fr.platforms, p.name),
    handle: p.handle,
    audience: p.audience,
  })),
  rates: row.rates.map((r) => ({
    type: label(fr.deliverableTypes, r.type),
    price: formatEuros(r.priceCents),
  })),
  totalRate: formatEuros(row.rates.reduce((sum, r) => sum + r.priceCents, 0)),
  collaborationCount: row.collaborations.length,
});
export type InfluencerDetails = ReturnType<typeof toDetails>;
export type InfluencerDetailsResult = { influencer: InfluencerDetails | null; matches: string[] };

/** An active influencer of the agency; another agency's id or an archived one is nothing. */
async function findActive(ctx: AgencyContext, id: string) {
  try {
    const row = await getInfluencer(ctx, id);
    return row.isArchived ? null : toDetails(row);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

async function findByName(ctx: AgencyContext, name: string): Promise<InfluencerDetailsResult> {
  const page = await listInfluencers(ctx, { q: name, archived: false, limit: MAX_TOOL_ROWS });
  const matches = page.items.map((item) => item.fullName);
  if (!name) return { influencer: null, matches };
  const wanted = normalizeSearchText(name);
  const best =
    page.items.find((item) => normalizeSearchText(item.fullName) === wanted) ??
    page.items.find((item) => normalizeSearchText(item.username) === wanted) ??
    page.items[0];
  if (!best) return { influencer: null, matches };
  return {
    influencer: await findActive(ctx, best.id),
    matches: matches.filter((fullName) => fullName !== best.fullName),
  };
}

export const influencerDetailsTool = defineTool({
  name: 'influencer_details',
  sections: ['influencers'],
  description:
    "An active influencer's details by name (full name, username or handle; accents and case " +
    'do not matter): address, phone, platforms with audience, rates. Without a name, the ' +
    'names of the first influencers. `matches` lists other influencers with a similar name.',
  input: z.object({
    name: z.string().trim().max(100).optional(),
    influencerId: z.uuid().optional(),
  }),
  run: async (ctx, { name, influencerId }): Promise<InfluencerDetailsResult> =>
    influencerId
      ? { influencer: await findActive(ctx, influencerId), matches: [] }
      : findByName(ctx, name ?? ''),
});
