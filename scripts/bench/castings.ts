import { and, eq, sql } from 'drizzle-orm';
import { clients, influencers } from '#server/db/schema/address-book';
import { seedClients, seedInfluencers } from '../seed/address-book';
import { seedCastings } from '../seed/castings';
import { createRandom } from '#server/features/demo/french-data';
import { SHORT_SEARCH_P99_MS, type BenchArea } from './runner';

// Issue 13: 20,000 castings with 10 proposals each (`--rows` / 5), on the agency's clients and
// influencers (seeded here when no earlier area wrote them).
export const castingsBench: BenchArea = {
  name: 'castings',
  async prepare({ db, agencyId, rows, request }) {
    const count = async (table: typeof clients | typeof influencers) => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(table)
        .where(and(eq(table.agencyId, agencyId)));
      return row?.count ?? 0;
    };
    if ((await count(clients)) === 0) {
      await seedClients({ db, agencyId, count: 5000, random: createRandom(5) });
    }
    if ((await count(influencers)) < 100) {
      await seedInfluencers({ db, agencyId, count: 5000, random: createRandom(6) });
    }
    await seedCastings({ db, agencyId, count: Math.round(rows / 5), random: createRandom(7) });
    const first = (await (await request('/api/castings')).json()) as { nextCursor: string };
    return [
      { name: 'first page (12, with proposals)', path: '/api/castings' },
      { name: 'second page (cursor)', path: `/api/castings?cursor=${first.nextCursor}` },
      { name: 'status filter "closed"', path: '/api/castings?status=closed' },
      { name: 'search "lancement"', path: '/api/castings?q=lancement' },
      {
        name: 'search 2 letters "ed" (prefix)',
        path: '/api/castings?q=ed',
        targetP99Ms: SHORT_SEARCH_P99_MS,
      },
      { name: 'search + status', path: '/api/castings?q=rentree&status=active' },
    ];
  },
};
