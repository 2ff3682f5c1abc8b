// Published campaigns with their statistics (issue 30): `deals` deals of one creator and two
// publications each, read on day 1, 7 and 30 (the second not on day 30), in bulk SQL over the
// agency's clients (300 at most) and influencers (5,000 at most) already seeded. The triggers of
// migration 0037 flag each publication's latest reading and copy what Performances sums.
// `npm run bench -- --only performances`, and `npm run bench:http`'s seed (`--campaigns`).
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';

const TYPES = [
  'post_instagram',
  'story_instagram',
  'reel_instagram',
  'tiktok',
  'story_snapchat',
  'twitch',
  'youtube',
  'ugc',
];

/** The statistics of `deals` published campaigns: 5 readings of 2 publications each. */
export async function seedCampaignReadings(
  db: Pick<Database, 'execute'>,
  agencyId: string,
  deals: number,
) {
  const types = sql.raw(`array[${TYPES.map((type) => `'${type}'`).join(', ')}]`);
  await db.execute(sql`
    insert into collaborations (agency_id, name, type, client_id, brand, manager, contact_date,
      billed_cents, total_cents)
    select ${agencyId}, 'Campagne ' || n, 'collaboration_entrante', c.id, c.brand_name,
      'Camille Martin', date '2025-01-01' + n % 700,
      case when n % 5 <> 0 then 250000 + (n % 37) * 10000 end, 0
    from generate_series(1, ${deals}) as n
    join lateral (select id, brand_name from clients where agency_id = ${agencyId}
      order by id offset n % 300 limit 1) as c on true`);
  await db.execute(sql`
    insert into collaboration_influencers (agency_id, collaboration_id, influencer_id, full_name,
      rate_cents)
    select d.agency_id, d.id, i.id, i.full_name, 0
    from (select *, row_number() over (order by id) as n from collaborations
      where agency_id = ${agencyId} and name like 'Campagne %') as d
    join (select id, full_name, row_number() over (order by id) - 1 as n from influencers
      where agency_id = ${agencyId}) as i on i.n = d.n % 5000`);
  await db.execute(sql`
    insert into deliverables (agency_id, collaboration_id, collaboration_influencer_id, type,
      price_cents, position, stage, is_posted, published_on, published_url)
    select line.agency_id, line.collaboration_id, line.id,
      (${types})[1 + abs(hashtext(line.id::text || p)) % 8],
      20000 + abs(hashtext(p || line.id::text)) % 400000, p, 'published', true,
      date '2025-01-01' + abs(hashtext(line.id::text)) % 700, 'https://www.instagram.com/p/x/'
    from collaboration_influencers as line, generate_series(0, 1) as p
    where line.agency_id = ${agencyId} and line.collaboration_id in
      (select id from collaborations where agency_id = ${agencyId} and name like 'Campagne %')`);
  await db.execute(sql`
    update collaborations as c set total_cents = s.total from (
      select collaboration_id, sum(price_cents)::int as total from deliverables
      where agency_id = ${agencyId} group by collaboration_id) as s
    where c.id = s.collaboration_id`);
  // Day 1, day 7 and day 30 of each publication, the statistics growing with the days; some
  // platforms give no reach or no saves.
  await db.execute(sql`
    insert into publication_readings (agency_id, collaboration_id, deliverable_id, read_on,
      impressions, reach, views, likes, comments, shares, saves, link_clicks, source, author_name)
    select d.agency_id, d.collaboration_id, d.id, d.published_on + day, base * grow,
      case when h % 4 <> 0 then base * grow * 7 / 10 end, base * grow / 2,
      base * grow * (2 + h % 6) / 100, base * grow / 400, base * grow / 900,
      case when d.type not in ('twitch', 'youtube') then base * grow / 300 end,
      case when h % 3 = 0 then base * grow / 1000 end, 'agency', 'Camille Martin'
    from deliverables as d,
      lateral (select abs(hashtext(d.id::text)) as h) as hashed,
      lateral (select 2000 + h % 400000 as base) as based,
      lateral (values (1, 1), (7, 2), (30, 3)) as reading (day, grow)
    where d.agency_id = ${agencyId} and d.published_on is not null
      and (d.position = 0 or reading.day < 30)`);
}
