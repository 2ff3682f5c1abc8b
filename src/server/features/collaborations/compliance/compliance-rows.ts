import { sql } from 'drizzle-orm';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import { selectRows } from '#server/lib/raw-rows';

// The rows the 'Conformité' facts are made of (compliance-facts.ts), for a batch of deals: one
// query a table whatever the number of deals, lines and deliverables. Days come as text and
// sums as integers so both engines answer the same.

export type DealRow = {
  id: string;
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
    sql`select c.id, c.contact_date::text as "contactDate", c.category,
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

/** What a creator's yearly sum with a brand is asked for: the brand is its client, else its name. */
export type BrandYear = {
  influencerId: string;
  clientId: string | null;
  brandKey: string;
  year: number;
};

export type BrandLineRow = BrandYear & {
  lineId: string;
  collaborationId: string;
  day: string;
  rateCents: number;
  giftsCents: number;
};

/** Every line of each creator with each brand in each year, in the agency's deals. */
export async function readBrandLines(ctx: TenantReader, wanted: BrandYear[]) {
  if (wanted.length === 0) return [];
  const column = <K extends keyof BrandYear>(key: K) => wanted.map((item) => item[key]);
  return selectRows<BrandLineRow>(
    ctx.db,
    sql`select distinct w.influencer_id as "influencerId", w.client_id as "clientId",
      w.brand_key as "brandKey", w.year, line.id as "lineId", c.id as "collaborationId",
      c.contact_date::text as day, line.rate_cents as "rateCents", line.gifts_cents as "giftsCents"
    from unnest(${sql.param(column('influencerId'))}::uuid[], ${sql.param(column('clientId'))}::uuid[],
      ${sql.param(column('brandKey'))}::text[], ${sql.param(column('year'))}::int[])
      as w (influencer_id, client_id, brand_key, year)
    join collaboration_influencers as line
      on line.influencer_id = w.influencer_id and line.agency_id = ${ctx.agencyId}
    join collaborations as c on c.id = line.collaboration_id
      and c.contact_date >= make_date(w.year, 1, 1) and c.contact_date < make_date(w.year + 1, 1, 1)
      and case when w.client_id is not null then c.client_id = w.client_id
        else c.client_id is null and c.brand_key = w.brand_key end`,
  );
}
