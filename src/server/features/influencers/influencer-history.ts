import { and, eq } from 'drizzle-orm';
import { influencers } from '#server/db/schema/address-book';
import type { AgencyContext } from '#server/lib/context';
import { formatEuros } from '#shared/domain/money';
import type { RecordView } from '#shared/domain/record-history';
import { fr } from '#shared/i18n/fr';
import { history as historyText } from '#shared/i18n/fr-history';

type Children = {
  platforms: { name: string; handle: string; audience: number | null }[];
  rates: { type: string; priceCents: number }[];
};

const platformLabel = (p: Children['platforms'][number]) =>
  [
    fr.platforms[p.name as keyof typeof fr.platforms] ?? p.name,
    p.handle,
    p.audience === null ? '' : historyText.items.audience(p.audience.toLocaleString('fr-FR')),
  ]
    .filter(Boolean)
    .join(' · ');

const rateLabel = (r: Children['rates'][number]) =>
  `${fr.deliverableTypes[r.type as keyof typeof fr.deliverableTypes] ?? r.type} · ${formatEuros(r.priceCents)}`;

/**
 * The influencer as its history sees it (decision 0045): its own fields, platforms and rates
 * as labels; never its collaborations, search text or keys.
 */
export async function readInfluencerView(
  ctx: AgencyContext,
  id: string,
  findChildren: (ctx: AgencyContext, id: string) => Promise<Children>,
): Promise<RecordView | null> {
  const [row] = await ctx.db
    .select({
      fullName: influencers.fullName,
      username: influencers.username,
      address: influencers.address,
      phoneNumber: influencers.phoneNumber,
      birthDate: influencers.birthDate,
      siret: influencers.siret,
      email: influencers.email,
      taxCountry: influencers.taxCountry,
      euRepresentative: influencers.euRepresentative,
      hasLiabilityInsurance: influencers.hasLiabilityInsurance,
      internalReferent: influencers.internalReferent,
      isExclusive: influencers.isExclusive,
      internalNotes: influencers.internalNotes,
      proposedTo: influencers.proposedTo,
      isArchived: influencers.isArchived,
    })
    .from(influencers)
    .where(and(eq(influencers.id, id), eq(influencers.agencyId, ctx.agencyId)));
  if (!row) return null;
  const children = await findChildren(ctx, id);
  return {
    ...row,
    platforms: children.platforms.map(platformLabel),
    rates: children.rates.map(rateLabel),
  };
}
