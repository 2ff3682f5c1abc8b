// Issue 30, item 5: the campaign report (JSON) with 100,000 readings over 20,000 deals in the
// agency (p99 ≤ 60 ms). `npm run bench -- --only report`. The 20,000 deals, their 40,000
// published deliverables and 99,850 readings are written in SQL; the deal whose report is read
// is made through the API: 10 creators × 5 publications, each with 2 drafts (a preview) and 3
// readings (day 1, day 7, day 30): 150 readings, 100,000 in all.
import { sql } from 'drizzle-orm';
import { influencerBody } from '#server/testing/bodies';
import type { BenchArea, BenchContext } from './runner';

const DEALS = 20_000;
const PER_DEAL = 2;
const READINGS = 100_000;
const CREATORS = 10;
const PER_CREATOR = 5;
const PER_PUBLICATION = 3;

async function post(context: BenchContext, path: string, body: object) {
  const response = await context.request(path, undefined, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as { id: string };
}

/** Nine statistics from a row's id and a salt: some missing, as the platforms leave them. */
const metrics = (id: string) =>
  sql.raw(`
  abs(hashtext(${id} || 'i')) % 500000,
  case when abs(hashtext(${id} || 'rn')) % 7 = 0 then null
    else abs(hashtext(${id} || 'r')) % 400000 end,
  abs(hashtext(${id} || 'v')) % 300000,
  abs(hashtext(${id} || 'l')) % 20000,
  abs(hashtext(${id} || 'c')) % 2000,
  abs(hashtext(${id} || 's')) % 1000,
  case when abs(hashtext(${id} || 'an')) % 3 = 0 then null
    else abs(hashtext(${id} || 'a')) % 1500 end,
  abs(hashtext(${id} || 'k')) % 800,
  null`);

const READING_COLUMNS = sql.raw(`agency_id, collaboration_id, deliverable_id, read_on,
  impressions, reach, views, likes, comments, shares, saves, link_clicks, sales, source,
  author_name`);

/** 20,000 deals of one creator and two published deliverables, read 2 or 3 times each. */
async function seedDeals(context: BenchContext, readings: number) {
  await context.db.execute(sql`
    insert into collaborations (agency_id, name, type, brand, manager, contact_date,
      billed_cents, total_cents)
    select ${context.agencyId}, 'Rapport ' || n, 'collaboration_entrante', 'Marque ' || n % 97,
      'Camille Martin', date '2026-01-01' + n % 300, 150000, 100000
    from generate_series(1, ${DEALS}) as n`);
  await context.db.execute(sql`
    insert into collaboration_influencers (agency_id, collaboration_id, full_name, rate_cents)
    select agency_id, id, 'Créateur ' || left(id::text, 6), 100000 from collaborations
    where agency_id = ${context.agencyId} and name like 'Rapport %'`);
  await context.db.execute(sql`
    insert into deliverables (agency_id, collaboration_id, collaboration_influencer_id, type,
      price_cents, position, stage, is_posted, published_url, published_on)
    select line.agency_id, line.collaboration_id, line.id, 'reel_instagram', 50000, n,
      'published', true, 'https://www.instagram.com/reel/' || left(line.id::text, 8) || n,
      date '2026-01-01' + abs(hashtext(line.id::text)) % 300
    from collaboration_influencers line, generate_series(1, ${PER_DEAL}) as n
    where line.agency_id = ${context.agencyId} and line.full_name like 'Créateur %'`);
  const published = DEALS * PER_DEAL;
  await context.db.execute(sql`
    with numbered as (
      select d.id, d.collaboration_id, d.agency_id, d.published_on,
        row_number() over (order by d.id) - 1 as k
      from deliverables d join collaborations c on c.id = d.collaboration_id
      where d.agency_id = ${context.agencyId} and c.name like 'Rapport %'
    )
    insert into publication_readings (${READING_COLUMNS})
    select d.agency_id, d.collaboration_id, d.id, d.published_on + 1 + (g / ${published}) * 7,
      ${metrics(`d.id::text || g`)}, 'import', 'Banc'
    from generate_series(0, ${readings - 1}) as g join numbered d on d.k = g % ${published}`);
}

/** The deal whose report is read: 10 creators × 5 publications, each previewed and read. */
async function createCampaign(context: BenchContext) {
  const client = await post(context, '/api/clients', { brandName: 'Banc du rapport' });
  const influencers = [];
  for (let index = 1; index <= CREATORS; index += 1) {
    influencers.push((await post(context, '/api/influencers', influencerBody(`Créa ${index}`))).id);
  }
  const deal = await post(context, '/api/collaborations', {
    name: 'Campagne de cinquante publications',
    type: 'collaboration_entrante',
    clientId: client.id,
    contactDate: '2026-03-02',
    manager: 'Camille Martin',
    billedCents: 4_000_000,
    influencers: influencers.map((influencerId) => ({
      influencerId,
      deliverables: Array.from({ length: PER_CREATOR }, (_, index) => ({
        type: index % 2 ? 'story_instagram' : 'reel_instagram',
        priceCents: 40_000 + index * 10_000,
      })),
    })),
  });
  await context.db.execute(sql`
    update deliverables set stage = 'published', is_posted = true, published_on = '2026-04-01',
      published_url = 'https://www.instagram.com/reel/' || left(id::text, 8)
    where collaboration_id = ${deal.id}`);
  await context.db.execute(sql`
    insert into content_versions (agency_id, collaboration_id, deliverable_id, number,
      author_kind, author_name)
    select d.agency_id, d.collaboration_id, d.id, n, 'creator', 'Créa'
    from deliverables d, generate_series(1, 2) as n where d.collaboration_id = ${deal.id}`);
  await context.db.execute(sql`
    insert into content_files (agency_id, collaboration_id, version_id, storage_key, file_name,
      mime_type, size_bytes)
    select v.agency_id, v.collaboration_id, v.id, 'bench/' || v.id, 'apercu.jpg', 'image/jpeg',
      2400000
    from content_versions v where v.collaboration_id = ${deal.id}`);
  await context.db.execute(sql`
    insert into publication_readings (${READING_COLUMNS})
    select d.agency_id, d.collaboration_id, d.id, date '2026-04-01' + day,
      ${metrics(`d.id::text || day`)}, 'agency', 'Camille Martin'
    from deliverables d, unnest(array[1, 7, 30]) as day where d.collaboration_id = ${deal.id}`);
  return deal.id;
}

export const reportBench: BenchArea = {
  name: 'report',
  targetP99Ms: 60,
  async prepare(context) {
    const campaign = CREATORS * PER_CREATOR * PER_PUBLICATION;
    await seedDeals(context, READINGS - campaign);
    const dealId = await createCampaign(context);
    return [
      {
        name: `report, 50 publications (${READINGS.toLocaleString('en')} readings, ${DEALS.toLocaleString('en')} deals)`,
        path: `/api/collaborations/${dealId}/report`,
      },
    ];
  },
};
