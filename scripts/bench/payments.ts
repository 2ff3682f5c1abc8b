import { eq, sql } from 'drizzle-orm';
import { collaborations } from '#server/db/schema/collaborations';
import { seedClients, seedInfluencers } from '../seed/address-book';
import { seedCollaborations } from '../seed/collaborations';
import { createRandom } from '#server/features/demo/french-data';
import type { BenchArea } from './runner';

// Issue 14: the payments ledger over the collaborations area's deals (100,000 deals, about
// 300,000 influencer lines, 30 % of deals paid); seeded here when that area did not run.
export const paymentsBench: BenchArea = {
  name: 'payments',
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
    await db.execute(sql`VACUUM ANALYZE collaboration_influencers`);
    const first = (await (await request('/api/payments')).json()) as { nextCursor: string };
    return [
      { name: 'first page (50)', path: '/api/payments' },
      { name: 'second page (cursor)', path: `/api/payments?cursor=${first.nextCursor}` },
      { name: 'search "noel"', path: '/api/payments?q=noel' },
      { name: 'period (a month)', path: '/api/payments?from=2025-03-01&to=2025-03-31' },
      { name: 'totals, everything', path: '/api/payments/totals' },
      { name: 'totals, a month', path: '/api/payments/totals?from=2025-03-01&to=2025-03-31' },
      { name: 'totals, search "noel"', path: '/api/payments/totals?q=noel' },
    ];
  },
};
