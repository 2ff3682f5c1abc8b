// Issue 28 (decision 0045): the p99 of a collaboration save with and without its history (the
// target: ≤ +10 %), a record's history page among 10,000 events and the agency's journal among
// 1,000,000 (≤ 60 ms). `npm run bench -- --only history`.
import { eq, sql } from 'drizzle-orm';
import { users } from '#server/db/schema/identity';
import { setHistoryWriting } from '#server/lib/history';
import { influencerBody } from '#server/testing/bodies';
import type { BenchArea, BenchCase, BenchContext } from './runner';

const RECORD_EVENTS = 10_000;
const JOURNAL_EVENTS = 1_000_000;
const TARGET_P99_MS = 60;

async function post(context: BenchContext, path: string, body: object) {
  const response = await context.request(path, undefined, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as { id: string; version: number };
}

/** A typical deal: 3 influencers with 2 deliverables each, 2 costs. */
async function createDeal(context: BenchContext) {
  const client = await post(context, '/api/clients', { brandName: 'Banc d’essai' });
  const influencerIds = [];
  for (const name of ['Léa Dupont', 'Tom Martin', 'Zoé Bernard']) {
    influencerIds.push((await post(context, '/api/influencers', influencerBody(name))).id);
  }
  const body = {
    name: 'Été radieux',
    type: 'collaboration_entrante',
    clientId: client.id,
    contactDate: '2026-03-02',
    manager: 'Camille Martin',
    billedCents: 400_000,
    influencers: influencerIds.map((influencerId) => ({
      influencerId,
      deliverables: [
        { type: 'post_instagram', priceCents: 90_000 },
        { type: 'story_instagram', priceCents: 30_000 },
      ],
    })),
    costs: [
      { label: 'Production', amountCents: 50_000 },
      { label: 'Envoi', amountCents: 2_000 },
    ],
  };
  const deal = await post(context, '/api/collaborations', body);
  return { id: deal.id, body };
}

/** The same save again and again, each at the version the previous one left. */
function saveCase(
  name: string,
  dealId: string,
  body: object,
  state: { version: number },
  history: boolean,
): BenchCase {
  return {
    name,
    path: `/api/collaborations/${dealId}`,
    before: () => setHistoryWriting(history),
    write: {
      method: 'PUT',
      body: () => {
        state.version += 1;
        // A change each time (the billed amount), so every save has something to record.
        return { ...body, billedCents: 400_000 + state.version, version: state.version - 1 };
      },
    },
  };
}

export const historyBench: BenchArea = {
  name: 'history',
  targetP99Ms: TARGET_P99_MS,
  async prepare(context) {
    const { db, agencyId } = context;
    const deal = await createDeal(context);
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.agencyId, agencyId));
    const changes = JSON.stringify([{ field: 'billedCents', before: 400_000, after: 500_000 }]);
    await db.execute(sql`
      insert into record_events (agency_id, at, actor_id, actor_name, kind, record_id, record_label, section, action, changes)
      select ${agencyId}, now() - make_interval(secs => g), ${owner?.id ?? null}, 'Léa Moreau', 'collaboration',
             ${deal.id}, 'Été radieux', 'collaborations', 'update', ${changes}::jsonb
      from generate_series(1, ${RECORD_EVENTS}) g`);
    // One statement, longer than the server's statement timeout allows a request.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`
      insert into record_events (agency_id, at, actor_id, actor_name, kind, record_id, record_label, section, action, changes)
      select ${agencyId}, now() - make_interval(secs => g),
             case when g % 10 = 0 then ${owner?.id ?? null}::uuid else gen_random_uuid() end, 'Paul Durand',
             (array['collaboration','client','influencer','task'])[1 + g % 4], gen_random_uuid(), 'Fiche ' || g,
             (array['collaborations','clients','influencers','todo'])[1 + g % 4], 'update', ${changes}::jsonb
      from generate_series(1, ${JOURNAL_EVENTS}) g`);
    });
    const state = { version: 1 };
    const deep = await context.request(`/api/history?limit=100`);
    const page = (await deep.json()) as { nextCursor: string | null };
    return [
      // Without first: the 'before' of the +10 % target, then the same save with its history.
      {
        ...saveCase('save a deal, history off (before)', deal.id, deal.body, state, false),
        targetP99Ms: 100,
      },
      {
        ...saveCase('save a deal, with history (after)', deal.id, deal.body, state, true),
        targetP99Ms: 100,
      },
      {
        name: `record history, first page (${RECORD_EVENTS} events)`,
        path: `/api/history/collaboration/${deal.id}`,
      },
      {
        name: 'record history, page of 100',
        path: `/api/history/collaboration/${deal.id}?limit=100`,
      },
      { name: `journal, first page (${JOURNAL_EVENTS} events)`, path: '/api/history' },
      { name: 'journal, next page (cursor)', path: `/api/history?cursor=${page.nextCursor ?? ''}` },
      { name: 'journal, one area', path: '/api/history?section=todo' },
      { name: 'journal, one member', path: `/api/history?member=${owner?.id ?? ''}` },
      {
        name: 'journal, one day',
        path: `/api/history?from=${new Date().toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`,
      },
    ];
  },
};
