// Issue 30, items 4 and 5 (decision 0058): 'Performances' across campaigns and the agency's
// benchmarks over 100,000 readings of 40,000 publications in 20,000 deals (p99 ≤ 100 ms).
// `npm run bench -- --only performances`. Clients and influencers (their accounts and audiences)
// through the seed's rows; the deals, their creators, publications and readings in bulk SQL (the
// triggers of migration 0037 flag each publication's latest reading as they arrive).
import { sql } from 'drizzle-orm';
import { createRandom } from '#server/features/demo/french-data';
import { selectRows } from '#server/lib/raw-rows';
import { seedClients, seedInfluencers } from '../seed/address-book';
import type { BenchArea, BenchContext } from './runner';

const DEALS = 20_000;
// Each deal: one creator, two publications; the first read 3 times, the second twice.
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

async function seedPublications(context: BenchContext) {
  // One transaction without the requests' statement timeout: on a busy machine a bulk insert
  // of 100,000 readings (each filled by a trigger) may take longer than a request may.
  await context.db.transaction(async (db) => {
    await db.execute(sql`set local statement_timeout = 0`);
    await insertPublications(db, context.agencyId);
  });
}

async function insertPublications(db: Pick<BenchContext['db'], 'execute'>, agencyId: string) {
  const types = sql.raw(`array[${TYPES.map((type) => `'${type}'`).join(', ')}]`);
  await db.execute(sql`
    insert into collaborations (agency_id, name, type, client_id, brand, manager, contact_date,
      billed_cents, total_cents)
    select ${agencyId}, 'Campagne ' || n, 'collaboration_entrante', c.id, c.brand_name,
      'Camille Martin', date '2025-01-01' + n % 700,
      case when n % 5 <> 0 then 250000 + (n % 37) * 10000 end, 0
    from generate_series(1, ${DEALS}) as n
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

export const performancesBench: BenchArea = {
  name: 'performances',
  targetP99Ms: 100,
  async prepare(context) {
    const { db, agencyId } = context;
    await seedClients({ db, agencyId, count: 300, random: createRandom(30) });
    await seedInfluencers({ db, agencyId, count: 5000, random: createRandom(31) });
    await seedPublications(context);
    await db.execute(sql`VACUUM ANALYZE`);
    const [counted] = await selectRows<{ readings: number; latest: number }>(
      db,
      sql`select count(*)::int as readings, count(*) filter (where is_latest)::int as latest
        from publication_readings where agency_id = ${agencyId}`,
    );
    console.log(`performances: ${counted?.readings} readings, ${counted?.latest} publications`);
    const [line] = await selectRows<{ id: string }>(
      db,
      sql`select p.influencer_id as id from influencer_platforms as p
        where p.agency_id = ${agencyId} and p.name = 'instagram' and p.audience > 20000 limit 1`,
    );
    const year = 'from=2025-07-01&to=2026-06-30';
    return [
      { name: 'per client', path: '/api/performances?groupBy=client' },
      { name: 'per client, page 3', path: '/api/performances?groupBy=client&offset=100' },
      { name: 'per type', path: '/api/performances?groupBy=type' },
      { name: 'per platform', path: '/api/performances?groupBy=platform' },
      { name: 'per month', path: '/api/performances?groupBy=period' },
      { name: 'per client, a year', path: `/api/performances?groupBy=client&${year}` },
      {
        name: 'per client, a cut period',
        path: '/api/performances?groupBy=client&from=2025-07-15&to=2026-06-10',
      },
      {
        name: 'per month, a quarter',
        path: '/api/performances?groupBy=period&from=2025-04-01&to=2025-06-30',
      },
      { name: 'benchmarks', path: '/api/performances/benchmarks' },
      {
        name: "the deal form's hint (Réel Instagram)",
        path: `/api/performances/benchmark?influencerId=${line?.id}&type=reel_instagram`,
      },
    ];
  },
};
