// Issue 31, item 3 (decision 0063): Toutes les campagnes › Conformité over 20,000 deals in the
// agency. `npm run bench -- --only compliance`. The deals (4 managers, 97 brands, 40 creators,
// 2 deliverables each, half of them with a draft's caption) are written in SQL; their triggers
// mark every deal stale, and the first read evaluates all of them (timed once, printed); the
// cases then time the pages a user reads: the first page, by check, by manager.
import { sql } from 'drizzle-orm';
import { influencerBody } from '#server/testing/bodies';
import type { BenchArea, BenchContext } from './runner';

const DEALS = 20_000;
const CREATORS = 40;
const MANAGERS = ['Camille Martin', 'Hugo Bernard', 'Inès Robert', 'Louis Petit'];

async function createCreators(context: BenchContext) {
  const ids: string[] = [];
  for (let index = 1; index <= CREATORS; index += 1) {
    const response = await context.request('/api/influencers', undefined, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(influencerBody(`Conformité ${index}`)),
    });
    if (response.status !== 201) throw new Error(`/api/influencers answered ${response.status}`);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

async function seedDeals(context: BenchContext, creators: string[]) {
  await context.db.execute(sql`
    insert into collaborations (agency_id, name, type, brand, brand_key, manager, contact_date,
      category, total_cents)
    select ${context.agencyId}, 'Conformité ' || n, 'collaboration_entrante', 'Marque ' || n % 97,
      'marque ' || n % 97, (${sql.param(MANAGERS)}::text[])[1 + n % 4],
      date '2026-01-01' + n % 365, case when n % 3 = 0 then 'none' end, 60000
    from generate_series(1, ${DEALS}) as n`);
  await context.db.execute(sql`
    insert into collaboration_influencers (agency_id, collaboration_id, influencer_id, full_name,
      rate_cents, gifts_cents)
    select c.agency_id, c.id, (${sql.param(creators)}::uuid[])[1 + abs(hashtext(c.id::text)) % ${CREATORS}],
      'Créateur', 40000 + abs(hashtext(c.id::text)) % 60000, (abs(hashtext(c.name)) % 3) * 10000
    from collaborations as c where c.agency_id = ${context.agencyId} and c.name like 'Conformité %'`);
  await context.db.execute(sql`
    insert into deliverables (agency_id, collaboration_id, collaboration_influencer_id, type,
      price_cents, position, publish_on)
    select line.agency_id, line.collaboration_id, line.id, 'reel_instagram', 30000, n,
      date '2026-01-15' + abs(hashtext(line.id::text)) % 330
    from collaboration_influencers as line, generate_series(1, 2) as n
    where line.agency_id = ${context.agencyId} and line.full_name = 'Créateur'`);
  await context.db.execute(sql`
    insert into content_versions (agency_id, collaboration_id, deliverable_id, number, caption,
      author_kind, author_name)
    select d.agency_id, d.collaboration_id, d.id, 1,
      case when abs(hashtext(d.id::text)) % 2 = 0 then 'Publicité — ma routine' else 'Ma routine' end,
      'creator', 'Créateur'
    from deliverables as d join collaborations as c on c.id = d.collaboration_id
    where c.agency_id = ${context.agencyId} and c.name like 'Conformité %' and d.position = 1`);
}

export const complianceBench: BenchArea = {
  name: 'compliance',
  async prepare(context) {
    await seedDeals(context, await createCreators(context));
    const started = performance.now();
    const response = await context.request('/api/compliance');
    if (response.status !== 200) throw new Error(`/api/compliance answered ${response.status}`);
    await response.arrayBuffer();
    const elapsed = Math.round(performance.now() - started);
    console.log(`compliance: the first read evaluated ${DEALS} stale deals in ${elapsed} ms`);
    const name = (what: string) => `overview, ${what} (${DEALS.toLocaleString('en')} deals)`;
    return [
      { name: name('first page'), path: '/api/compliance' },
      { name: name('by check'), path: '/api/compliance?check=mentions' },
      {
        name: name('by manager'),
        path: `/api/compliance?manager=${encodeURIComponent(MANAGERS[1]!)}`,
      },
    ];
  },
};
