import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { clientContacts, clients, influencers } from '#server/db/schema/address-book';
import type { Config } from '#server/lib/config';
import type { AgencyContext } from '#server/lib/context';
import { isModelConfigured } from '#server/features/assistant/answerer';
import { canOpenSection } from '#shared/domain/permissions';
import { isSectorMain } from '#shared/domain/sectors';
import { assistantScreen } from '#shared/i18n/fr-assistant';
import { sectorLabels } from '#shared/i18n/fr-sectors';

const s = assistantScreen.answers.suggestions;

/** The first contact in brand order: a name the built-in answerer will find. */
async function findContactName(ctx: AgencyContext) {
  const [row] = await ctx.db
    .select({ name: clientContacts.name })
    .from(clients)
    .innerJoin(clientContacts, eq(clientContacts.clientId, clients.id))
    .where(eq(clients.agencyId, ctx.agencyId))
    .orderBy(asc(clients.sortKey), asc(clients.id), asc(clientContacts.position))
    .limit(1);
  return row?.name;
}

async function findInfluencerName(ctx: AgencyContext) {
  const [row] = await ctx.db
    .select({ fullName: influencers.fullName })
    .from(influencers)
    .where(and(eq(influencers.agencyId, ctx.agencyId), eq(influencers.isArchived, false)))
    .orderBy(desc(influencers.isExclusive), asc(influencers.sortKey), asc(influencers.id))
    .limit(1);
  return row?.fullName;
}

/** The sector most of the agency's clients belong to. */
async function findMainSector(ctx: AgencyContext) {
  const [row] = await ctx.db
    .select({ sector: clients.sectorMain, count: sql<number>`count(*)::int` })
    .from(clients)
    .where(and(eq(clients.agencyId, ctx.agencyId), isNotNull(clients.sectorMain)))
    .groupBy(clients.sectorMain)
    .orderBy(desc(sql`count(*)`), asc(clients.sectorMain))
    .limit(1);
  return isSectorMain(row?.sector) ? sectorLabels.sectors[row.sector] : undefined;
}

/**
 * The screen's header and its four suggestions, made from the agency's own data where the
 * caller may see it (a contact only with Clients, an influencer only with Influenceurs), else
 * generic. The provider's address and key never leave the server: only the mode does.
 */
export async function getAssistantHome(ctx: AgencyContext, config: Config) {
  const may = (key: 'clients' | 'influencers') => canOpenSection(ctx.user.permissions, key);
  const contact = may('clients') ? await findContactName(ctx) : undefined;
  const influencer = may('influencers') ? await findInfluencerName(ctx) : undefined;
  const sector = may('clients') ? await findMainSector(ctx) : undefined;
  return {
    personaName: assistantScreen.personaName,
    suggestions: [
      contact ? s.contact(contact) : s.contactGeneric,
      influencer ? s.address(influencer) : s.addressGeneric,
      s.pendingDeals,
      s.topSector(sector ?? s.defaultSector),
    ],
    mode: isModelConfigured(config) ? ('model' as const) : ('builtin' as const),
  };
}
