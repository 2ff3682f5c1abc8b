import { eq, sql } from 'drizzle-orm';
import { collaborations } from '#server/db/schema/collaborations';
import { createRandom } from '#server/features/demo/french-data';
import { seedClients, seedInfluencers } from '../seed/address-book';
import { seedCollaborations } from '../seed/collaborations';
import { seedDealBilling } from '../seed/deal-billing';
import type { BenchArea } from './runner';

// Issue 20: Comptabilité → Rentabilité over the collaborations area's deals (100,000, seven in
// eight billed; seeded here when that area did not run). The tiles and each chart: p99 ≤ 60 ms,
// every answer computed afresh (the kept sums per month of decision 0035, no cache).
export const profitabilityBench: BenchArea = {
  name: 'profitability',
  targetP99Ms: 60,
  async prepare({ db, agencyId, rows, request }) {
    const [present] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(collaborations)
      .where(eq(collaborations.agencyId, agencyId));
    if ((present?.count ?? 0) === 0) {
      await seedClients({ db, agencyId, count: 300, random: createRandom(3) });
      await seedInfluencers({ db, agencyId, count: 1000, random: createRandom(4) });
      await seedCollaborations({ db, agencyId, count: rows, random: createRandom(5) });
    }
    await seedDealBilling({ db, agencyId });
    await db.execute(sql`VACUUM ANALYZE collaborations`);
    const year = 'from=2025-01-01&to=2025-12-31';
    // A period that cuts its first and last months: their days are read from the deals.
    const cut = 'from=2025-01-15&to=2025-12-10';
    const first = (await (await request('/api/profitability/deals')).json()) as {
      nextCursor: string;
    };
    return [
      { name: 'tiles, everything', path: '/api/profitability/summary' },
      { name: 'tiles, a year', path: `/api/profitability/summary?${year}` },
      { name: 'tiles, a month', path: '/api/profitability/summary?from=2025-03-01&to=2025-03-31' },
      { name: 'months, everything', path: '/api/profitability/months' },
      { name: 'months, a year', path: `/api/profitability/months?${year}` },
      { name: 'clients (top 10 + Autres)', path: '/api/profitability/clients' },
      { name: 'clients, a year', path: `/api/profitability/clients?${year}` },
      { name: 'types', path: '/api/profitability/types' },
      { name: 'types, a year', path: `/api/profitability/types?${year}` },
      {
        name: 'tiles, a year, manager + type',
        path: `/api/profitability/summary?${year}&manager=Camille&type=casting_interne`,
      },
      { name: 'tiles, a cut period', path: `/api/profitability/summary?${cut}` },
      {
        name: 'months, a cut period, a manager',
        path: `/api/profitability/months?${cut}&manager=Camille`,
      },
      { name: 'clients, a cut period', path: `/api/profitability/clients?${cut}` },
      { name: 'clients, a manager', path: '/api/profitability/clients?manager=Camille' },
      {
        name: 'clients, a year, a type',
        path: `/api/profitability/clients?${year}&type=casting_interne`,
      },
      { name: 'types, a cut period', path: `/api/profitability/types?${cut}` },
      { name: 'managers (filter list)', path: '/api/profitability/managers' },
      { name: 'table by margin', path: '/api/profitability/deals' },
      {
        name: 'table by margin (cursor)',
        path: `/api/profitability/deals?cursor=${first.nextCursor}`,
      },
      { name: 'table by rate', path: '/api/profitability/deals?sort=rate_desc' },
      { name: 'table by rate, a year', path: `/api/profitability/deals?sort=rate_asc&${year}` },
      { name: 'left out, first page', path: '/api/profitability/left-out' },
    ];
  },
};
