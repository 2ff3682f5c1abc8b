import { and, asc, eq } from 'drizzle-orm';
import { resources } from '#server/db/schema/work';
import { seedResources } from '../seed/resources';
import { createRandom } from '#server/features/demo/french-data';
import type { BenchArea, BenchContext } from './runner';

type Page = { items: unknown[]; nextCursor: string | null };

/** The cursor that opens page `page` of a list, walked as the screen does ('Afficher plus'). */
async function findCursor(request: BenchContext['request'], path: string, page: number) {
  let cursor: string | null = null;
  for (let current = 1; current < page; current += 1) {
    const url: string = cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}` : path;
    const body = (await (await request(url)).json()) as Page;
    if (!body.nextCursor) throw new Error(`${path} has fewer than ${page} pages`);
    cursor = body.nextCursor;
  }
  return cursor;
}

// Issue 15: 50,000 resources (`--rows` / 2) of the eight types in one agency, p99 ≤ 20 ms. The
// screen asks a page of 20 per card (type), the same search for every card: 1–2 letters are a
// name prefix (sort key index), 3 or more a trigram search on name, description and file name.
export const resourcesBench: BenchArea = {
  name: 'resources',
  targetP99Ms: 20,
  async prepare({ db, agencyId, rows, request }) {
    const count = Math.round(rows / 2);
    await seedResources({ db, agencyId, count, random: createRandom(8) });
    console.log(`  ${count} resources in one agency, about ${Math.round(count / 8)} a type`);
    // An invoice number ('2025-01234'): a search that one resource matches.
    const [invoice] = await db
      .select({ name: resources.name })
      .from(resources)
      .where(and(eq(resources.agencyId, agencyId), eq(resources.type, 'invoice')))
      .orderBy(asc(resources.createdAt))
      .limit(1);
    const number = /\d{4}-\d{5}/.exec(invoice?.name ?? '')?.[0];
    if (!number) throw new Error('the seed wrote no invoice');
    const briefs = '/api/resources?type=brief';
    const briefsPage10 = await findCursor(request, briefs, 10);
    const allPage10 = await findCursor(request, '/api/resources', 10);
    return [
      { name: 'card "brief", first page (20)', path: briefs },
      { name: 'card "brief", page 10 (cursor)', path: `${briefs}&cursor=${briefsPage10}` },
      { name: 'all types, first page', path: '/api/resources' },
      { name: 'all types, page 10 (cursor)', path: `/api/resources?cursor=${allPage10}` },
      { name: 'card "invoice", prefix "fa"', path: '/api/resources?type=invoice&q=fa' },
      { name: 'card "brief", prefix "fa" (none)', path: `${briefs}&q=fa` },
      { name: 'all types, prefix "co"', path: '/api/resources?q=co' },
      { name: 'card "brief", contains "lumiere"', path: `${briefs}&q=lumiere` },
      { name: 'all types, contains "lumiere"', path: '/api/resources?q=lumiere' },
      {
        name: 'card "contract", contains "cession"',
        path: '/api/resources?type=contract&q=cession',
      },
      {
        name: 'card "video", contains "cession" (none)',
        path: '/api/resources?type=video&q=cession',
      },
      { name: `all types, contains "${number}" (1)`, path: `/api/resources?q=${number}` },
      // Its 1,250 matches are all videos, last in name order: a walk of the name index meets
      // the first one after 48,000 rows (the screen always names a card, the API need not).
      { name: 'card "video", contains "unboxing"', path: '/api/resources?type=video&q=unboxing' },
      { name: 'all types, contains "unboxing"', path: '/api/resources?q=unboxing' },
    ];
  },
};
