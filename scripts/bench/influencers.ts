import { and, asc, desc, eq } from 'drizzle-orm';
import { influencers } from '#server/db/schema/address-book';
import { encodeCursor } from '#server/features/influencers/influencers-list';
import { seedInfluencers } from '../seed/address-book';
import { createRandom } from '#server/features/demo/french-data';
import { SHORT_SEARCH_P99_MS, type BenchArea } from './runner';

export const influencersBench: BenchArea = {
  name: 'influencers',
  async prepare({ db, agencyId, rows }) {
    await seedInfluencers({ db, agencyId, count: rows, random: createRandom(2) });
    // The list's own order, read as the owner: the middle row gives a deep cursor.
    const [middle] = await db
      .select({
        id: influencers.id,
        isExclusive: influencers.isExclusive,
        sortKey: influencers.sortKey,
        username: influencers.username,
      })
      .from(influencers)
      .where(and(eq(influencers.agencyId, agencyId), eq(influencers.isArchived, false)))
      .orderBy(desc(influencers.isExclusive), asc(influencers.sortKey), asc(influencers.id))
      .limit(1)
      .offset(Math.floor(rows / 2));
    if (!middle) throw new Error('the influencers seed wrote nothing');
    const cursor = encodeCursor(middle);
    const q = (term: string) => encodeURIComponent(term);
    return [
      { name: 'list, first page (50)', path: '/api/influencers' },
      { name: 'list, page at the middle (cursor)', path: `/api/influencers?cursor=${cursor}` },
      { name: 'list, regular ones only', path: '/api/influencers?exclusive=false' },
      { name: 'list, archived', path: '/api/influencers?archived=true' },
      { name: 'search common term "martin"', path: `/api/influencers?q=martin` },
      { name: 'search rare term (a username)', path: `/api/influencers?q=${q(middle.username)}` },
      {
        name: 'search 2 letters "le"',
        path: '/api/influencers?q=le',
        targetP99Ms: SHORT_SEARCH_P99_MS,
      },
      {
        name: 'search 1 letter "e"',
        path: '/api/influencers?q=e',
        targetP99Ms: SHORT_SEARCH_P99_MS,
      },
      {
        name: 'search 2 letters "ke"',
        path: '/api/influencers?q=ke',
        targetP99Ms: SHORT_SEARCH_P99_MS,
      },
      {
        name: 'search 2 letters, rare "wq"',
        path: '/api/influencers?q=wq',
        targetP99Ms: SHORT_SEARCH_P99_MS,
      },
      {
        name: 'picker, 2 letters "ke"',
        path: '/api/influencers/picker?q=ke',
        targetP99Ms: SHORT_SEARCH_P99_MS,
      },
      { name: 'picker, no term (20)', path: '/api/influencers/picker' },
      { name: 'picker, common term "lea"', path: '/api/influencers/picker?q=lea' },
      {
        name: 'picker, rare term (a username)',
        path: `/api/influencers/picker?q=${q(middle.username)}`,
      },
      { name: 'detail', path: `/api/influencers/${middle.id}` },
    ];
  },
};
