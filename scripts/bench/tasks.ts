import { and, eq, sql } from 'drizzle-orm';
import { influencers } from '#server/db/schema/address-book';
import { today } from '#shared/domain/dates';
import { seedInfluencers } from '../seed/address-book';
import { createRandom } from '#server/features/demo/french-data';
import { seedTasks } from '../seed/tasks';
import type { BenchArea } from './runner';

// Issue 12: 100,000 tasks and 20,000 influencers in one agency (the influencers area, when it
// runs first, has already written more).
const INFLUENCERS_WANTED = 20_000;

export const tasksBench: BenchArea = {
  name: 'tasks',
  async prepare({ db, agencyId, rows, request }) {
    const [present] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(influencers)
      .where(and(eq(influencers.agencyId, agencyId), eq(influencers.isArchived, false)));
    const missing = INFLUENCERS_WANTED - (present?.count ?? 0);
    if (missing > 0) {
      await seedInfluencers({ db, agencyId, count: missing, random: createRandom(3) });
    }
    await seedTasks({ db, agencyId, count: rows, random: createRandom(4) });
    const day = today();
    const others = (await (await request('/api/tasks/influencers?exclusive=false')).json()) as {
      nextCursor: string | null;
    };
    const late = (await (await request(`/api/tasks/late?today=${day}`)).json()) as {
      nextCursor: string | null;
    };
    return [
      { name: 'week (this week)', path: `/api/tasks/week?start=${day}` },
      { name: 'late strip, first page (20)', path: `/api/tasks/late?today=${day}` },
      { name: 'influencer cards, exclusive (24)', path: '/api/tasks/influencers?exclusive=true' },
      { name: 'influencer cards, others (24)', path: '/api/tasks/influencers?exclusive=false' },
      {
        name: 'late strip, second page (cursor)',
        path: `/api/tasks/late?today=${day}&cursor=${late.nextCursor ?? ''}`,
      },
      {
        name: 'influencer cards, others, page 2 (cursor)',
        path: `/api/tasks/influencers?exclusive=false&cursor=${others.nextCursor ?? ''}`,
      },
      {
        name: 'influencer cards, search "martin"',
        path: '/api/tasks/influencers?exclusive=false&q=martin',
      },
    ];
  },
};
