// Issue 30, items 4 and 5 (decision 0058): 'Performances' across campaigns and the agency's
// benchmarks over 100,000 readings of 40,000 publications in 20,000 deals (p99 ≤ 100 ms).
// `npm run bench -- --only performances`. Clients and influencers (their accounts and audiences)
// through the seed's rows; the deals, their creators, publications and readings in bulk SQL (the
// triggers of migration 0037 flag each publication's latest reading as they arrive).
import { sql } from 'drizzle-orm';
import { createRandom } from '#server/features/demo/french-data';
import { selectRows } from '#server/lib/raw-rows';
import { seedClients, seedInfluencers } from '../seed/address-book';
import { seedCampaignReadings } from '../seed/campaign-readings';
import type { BenchArea, BenchContext } from './runner';

const DEALS = 20_000;

async function seedPublications(context: BenchContext) {
  // One transaction without the requests' statement timeout: on a busy machine a bulk insert
  // of 100,000 readings (each filled by a trigger) may take longer than a request may.
  await context.db.transaction(async (db) => {
    await db.execute(sql`set local statement_timeout = 0`);
    await seedCampaignReadings(db, context.agencyId, DEALS);
  });
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
