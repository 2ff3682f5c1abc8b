import { sql } from 'drizzle-orm';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import { selectRows } from '#server/lib/raw-rows';

// The rows the 'Conformité' facts are made of (compliance-facts.ts), for a batch of deals: one
// query a table whatever the number of deals, lines and deliverables. Days come as text and
// sums as integers so both engines answer the same.

export type DealRow = {
  id: string;
  manager: string;
  contactDate: string;
  category: string | null;
  areCategoryConditionsMet: boolean;
  rightsUsage: string;
  rightsMonths: number | null;
  clientId: string | null;
  brand: string;
  brandKey: string;
  sectorMain: string | null;
  sectorSub: string | null;
  legalName: string | null;
  legalAddress: string | null;
  legalEmail: string | null;
  taxCountry: string | null;
};

export const readDeals = (ctx: TenantReader, ids: string[]) =>
  selectRows<DealRow>(
    ctx.db,
    sql`select c.id, c.manager, c.contact_date::text as "contactDate", c.category,
      c.are_category_conditions_met as "areCategoryConditionsMet", c.rights_usage as "rightsUsage",
      c.rights_months as "rightsMonths", c.client_id as "clientId", c.brand, c.brand_key as "brandKey",
      cl.sector_main as "sectorMain", cl.sector_sub as "sectorSub", cl.legal_name as "legalName",
      cl.legal_address as "legalAddress", cl.legal_email as "legalEmail",
      cl.tax_country as "taxCountry"
    from collaborations as c left join clients as cl on cl.id = c.client_id
    where c.agency_id = ${ctx.agencyId} and c.id = any(${sql.param(ids)}::uuid[])`,
  );

export type LineRow = {
  id: string;
  collaborationId: string;
  influencerId: string | null;
  fullName: string;
  rateCents: number;
  giftsCents: number;
  /** The influencer's own data; null when the influencer was deleted. */
  partyName: string | null;
  address: string | null;
  email: string | null;
  taxCountry: string | null;
  birthDate: string | null;
  euRepresentative: string | null;
  hasLiabilityInsurance: boolean | null;
};

export const readLines = (ctx: TenantReader, ids: string[]) =>
  selectRows<LineRow>(
    ctx.db,
    sql`select line.id, line.collaboration_id as "collaborationId",
      line.influencer_id as "influencerId", line.full_name as "fullName",
      line.rate_cents as "rateCents", line.gifts_cents as "giftsCents",
      i.full_name as "partyName", i.address, i.email, i.tax_country as "taxCountry",
      i.birth_date::text as "birthDate", i.eu_representative as "euRepresentative",
      i.has_liability_insurance as "hasLiabilityInsurance"
    from collaboration_influencers as line left join influencers as i on i.id = line.influencer_id
    where line.agency_id = ${ctx.agencyId} and line.collaboration_id = any(${sql.param(ids)}::uuid[])
    order by line.collaboration_id, line.position, line.id`,
  );

export type DeliverableRow = {
  id: string;
  collaborationId: string;
  lineId: string;
  type: string;
  isRetouched: boolean;
  isVirtual: boolean;
  /** The publication's day, else the planned one. */
  day: string | null;
  caption: string | null;
};

/** With the caption of the latest draft (the greatest number; null while none). */
export const readDeliverables = (ctx: TenantReader, ids: string[]) =>
  selectRows<DeliverableRow>(
    ctx.db,
    sql`select d.id, d.collaboration_id as "collaborationId",
      d.collaboration_influencer_id as "lineId", d.type, d.is_retouched as "isRetouched",
      d.is_virtual as "isVirtual", coalesce(d.published_on, d.publish_on)::text as day,
      (select v.caption from content_versions as v where v.deliverable_id = d.id
        order by v.number desc limit 1) as caption
    from deliverables as d
    where d.agency_id = ${ctx.agencyId} and d.collaboration_id = any(${sql.param(ids)}::uuid[])
    order by d.collaboration_id, d.position, d.id`,
  );

export type ContractRow = {
  lineId: string;
  isSignedByCreator: boolean;
  isSignedByAgency: boolean;
  hasSignedUpload: boolean;
};

/** A signature counts for the document as it is now (a contract changed since needs another). */
export const readContracts = (ctx: TenantReader, ids: string[]) =>
  selectRows<ContractRow>(
    ctx.db,
    sql`select k.collaboration_influencer_id as "lineId",
      coalesce(k.creator_signed_at is not null and k.creator_signed_sha256 = k.document_sha256, false)
        as "isSignedByCreator",
      coalesce(k.agency_signed_at is not null and k.agency_signed_sha256 = k.document_sha256, false)
        as "isSignedByAgency",
      k.signed_upload_key is not null as "hasSignedUpload"
    from contracts as k
    where k.agency_id = ${ctx.agencyId} and k.collaboration_id = any(${sql.param(ids)}::uuid[])`,
  );

/** A line of a creator in any of the agency's deals: what their yearly sums with a brand add. */
export type CreatorLineRow = {
  influencerId: string;
  /** The brand it counts with: the deal's client, else its kept brand. */
  brand: string;
  collaborationId: string;
  day: string;
  rateCents: number;
  giftsCents: number;
};

/**
 * Every line of these creators in the agency's deals, every year: read once per creator by a
 * refresh (decision 0063), however many of their deals it evaluates.
 */
export async function readCreatorLines(ctx: TenantReader, influencerIds: string[]) {
  if (influencerIds.length === 0) return [];
  return selectRows<CreatorLineRow>(
    ctx.db,
    sql`select line.influencer_id as "influencerId",
      coalesce(c.client_id::text, 'brand:' || c.brand_key) as brand,
      c.id as "collaborationId", c.contact_date::text as day, line.rate_cents as "rateCents",
      line.gifts_cents as "giftsCents"
    from collaboration_influencers as line join collaborations as c on c.id = line.collaboration_id
    where line.agency_id = ${ctx.agencyId}
      and line.influencer_id = any(${sql.param(influencerIds)}::uuid[])`,
  );
}
