// Collaborations: `rows` deals in one agency, 3 influencers with 2 deliverables each on average,
// then the list's pages, filters and searches through the app (`--only collaborations`).
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { collaborations } from '#server/db/schema/collaborations';
import { encodeCursor } from '#server/features/collaborations/collaborations-list';
import { seedClients, seedInfluencers } from '../seed/address-book';
import { seedCollaborations } from '../seed/collaborations';
import { createRandom } from '#server/features/demo/french-data';
import { SHORT_SEARCH_P99_MS, type BenchArea } from './runner';

export const collaborationsBench: BenchArea = {
  name: 'collaborations',
  async prepare({ db, agencyId, rows }) {
    // Their own small address book: 300 brands and 1,000 influencers to pick from.
    await seedClients({ db, agencyId, count: 300, random: createRandom(3) });
    await seedInfluencers({ db, agencyId, count: 1000, random: createRandom(4) });
    await seedCollaborations({ db, agencyId, count: rows, random: createRandom(5) });
    return getCollaborationCases(db, agencyId, rows);
  },
};

/** The requests to time, with sample values read from the seeded data. */
export async function getCollaborationCases(db: Database, agencyId: string, rows: number) {
  // The list's own order, read as the owner: the middle row gives a deep cursor.
  const [middle] = await db
    .select({
      id: collaborations.id,
      contactDate: collaborations.contactDate,
      createdAt: sql<string>`${collaborations.createdAt}::text`,
    })
    .from(collaborations)
    .where(eq(collaborations.agencyId, agencyId))
    .orderBy(
      desc(collaborations.contactDate),
      desc(collaborations.createdAt),
      desc(collaborations.id),
    )
    .limit(1)
    .offset(Math.floor(rows / 2));
  const [sample] = await db
    .select({ id: collaborations.id, name: collaborations.name })
    .from(collaborations)
    .where(eq(collaborations.agencyId, agencyId))
    .orderBy(asc(collaborations.id))
    .limit(1)
    .offset(Math.floor(rows / 3));
  if (!middle || !sample) throw new Error('the collaborations seed wrote nothing');
  const list = (query: string) => `/api/collaborations?${query}`;
  const q = (term: string) => `q=${encodeURIComponent(term)}`;
  return [
    { name: 'list, first page (50)', path: list('') },
    { name: 'list, middle page (cursor)', path: list(`cursor=${encodeCursor(middle)}`) },
    { name: 'list, oldest first', path: list('sort=oldest') },
    { name: 'status pending', path: list('status=pending') },
    { name: 'status in_progress', path: list('status=in_progress') },
    { name: 'status completed', path: list('status=completed') },
    {
      name: 'status completed, middle (cursor)',
      path: list(`status=completed&cursor=${encodeCursor(middle)}`),
    },
    { name: 'type casting_externe', path: list('type=casting_externe') },
    { name: 'status + type', path: list('status=in_progress&type=casting_interne') },
    { name: 'search common "maison"', path: list(q('maison')) },
    { name: 'search common "noel" (accent)', path: list(q('noel')) },
    { name: `search a full name "${sample.name}"`, path: list(q(sample.name)) },
    { name: 'search rare "zephyrine"', path: list(q('zephyrine')) },
    { name: 'search with no match "xylophone"', path: list(q('xylophone')) },
    { name: 'search 2 letters "ma"', path: list(q('ma')), targetP99Ms: SHORT_SEARCH_P99_MS },
    { name: 'search 1 letter "e"', path: list(q('e')), targetP99Ms: SHORT_SEARCH_P99_MS },
    { name: 'search 2 letters "ke"', path: list(q('ke')), targetP99Ms: SHORT_SEARCH_P99_MS },
    { name: 'search 2 letters, rare "wq"', path: list(q('wq')), targetP99Ms: SHORT_SEARCH_P99_MS },
    { name: 'search + status', path: list(`${q('maison')}&status=completed`) },
    {
      name: 'search + status + type',
      path: list(`${q('serum')}&status=in_progress&type=collaboration_sortante`),
    },
    {
      name: 'search + filter, middle (cursor)',
      path: list(`${q('maison')}&status=pending&cursor=${encodeCursor(middle)}`),
    },
    { name: 'detail', path: `/api/collaborations/${sample.id}` },
  ];
}
