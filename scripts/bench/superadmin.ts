import { desc, sql } from 'drizzle-orm';
import { agencies } from '#server/db/schema/identity';
import { agencyTotals } from '#server/db/schema/superadmin';
import { seedAgencies } from '../seed/superadmin';
import { createRandom } from '#server/features/demo/french-data';
import type { BenchArea } from './runner';

const AGENCIES = 1000;

// Issue 17: 1,000 agencies of uneven sizes, about 1 M business rows in all (`--rows` × 10:
// clients, contacts, influencers, deals, their lines and deliverables), read by a verified
// super admin. The tiles want p99 ≤ 100 ms, the agency table's pages and search ≤ 40 ms; the
// tile list and the agency detail have no target of their own (shown against the tiles').
export const superadminBench: BenchArea = {
  name: 'superadmin',
  targetP99Ms: 40,
  async prepare({ db, rows, request, signUpSuperAdmin }) {
    const businessRows = rows * 10;
    await seedAgencies({
      db,
      count: AGENCIES,
      businessRows,
      random: createRandom(17),
      onProgress: (done) => {
        if (done % 100 === 0) console.log(`  agencies: ${done}/${AGENCIES}`);
      },
    });
    const cookie = await signUpSuperAdmin();
    // The largest agency by CA Total: the detail with the most behind it.
    const [largest] = await db
      .select({ id: agencies.id, name: agencies.name })
      .from(agencyTotals)
      .innerJoin(agencies, sql`${agencies.id} = ${agencyTotals.agencyId}`)
      .orderBy(desc(agencyTotals.revenueCents))
      .limit(1);
    if (!largest) throw new Error('the seed wrote no agency');
    const overview = (await (await request('/api/superadmin/overview', cookie)).json()) as Record<
      string,
      number
    >;
    console.log(`  tiles: ${JSON.stringify(overview)}`);
    const table = '/api/superadmin/agencies';
    const lastPage = Math.ceil((AGENCIES + 2) / 20);
    return [
      { name: 'tiles (overview)', path: '/api/superadmin/overview', cookie, targetP99Ms: 100 },
      { name: 'agency table, first page', path: table, cookie },
      {
        name: `agency table, page ${lastPage - 10}`,
        path: `${table}?page=${lastPage - 10}`,
        cookie,
      },
      { name: 'agency table, by CA Total', path: `${table}?sort=revenue&dir=desc`, cookie },
      { name: 'agency table, by clients, page 20', path: `${table}?sort=clients&page=20`, cookie },
      { name: 'agency table, search "studio"', path: `${table}?q=studio`, cookie },
      {
        name: 'agency table, search one name',
        path: `${table}?q=${encodeURIComponent(largest.name)}`,
        cookie,
      },
      {
        name: 'tile list "clients"',
        path: '/api/superadmin/items/clients',
        cookie,
        targetP99Ms: 100,
      },
      {
        name: 'tile list "clients", search "dupont"',
        path: '/api/superadmin/items/clients?q=dupont',
        cookie,
        targetP99Ms: 100,
      },
      {
        name: 'agency detail (largest)',
        path: `/api/superadmin/agencies/${largest.id}`,
        cookie,
        targetP99Ms: 100,
      },
    ];
  },
};
