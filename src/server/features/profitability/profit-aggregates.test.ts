import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenant } from '#server/db/tenant';
import { selectRows } from '#server/lib/raw-rows';
import { influencerBody } from '#server/testing/bodies';
import { COLLABORATION_TYPES } from '#shared/domain/enums';
import {
  post,
  postDeal,
  random,
  signUp,
  t,
} from '#server/features/profitability/profitability-testing';

// Decision 0035: Rentabilité's sums per month are kept by triggers on collaborations. Whatever
// the app does to the deals (create, edit anything, delete, delete a client, delete the
// agency), both tables equal a recomputation from the deals; and they are the agency's own.

const amounts = `billed_cents::text, creators_cents::text, costs_cents::text, margin_cents::text`;
const dealSums = (column: string) =>
  `coalesce(sum(${column}) filter (where billed_cents is not null), 0)::text`;
const month = `date_trunc('month', profit_date::timestamp)::date::text`;

/** Both kept tables, and the same sums recomputed from every deal of every agency. */
async function readKeptAndRecomputed() {
  const rows = (query: string) => selectRows<Record<string, unknown>>(t.db, sql.raw(query));
  return {
    kept: {
      months: await rows(`select agency_id, month::text, type, manager, deal_count, ${amounts},
        unbilled_count from profit_month_sums order by 1, 2, 3, 4`),
      clients: await rows(`select agency_id, month::text, client_key, client_id, brand,
        deal_count, ${amounts} from profit_client_sums order by 1, 2, 3`),
    },
    recomputed: {
      months: await rows(`select agency_id, ${month} as month, type, manager,
        count(billed_cents)::int as deal_count, ${dealSums('billed_cents')} as billed_cents,
        ${dealSums('total_cents')} as creators_cents, ${dealSums('costs_cents')} as costs_cents,
        ${dealSums('margin_cents')} as margin_cents,
        (count(*) - count(billed_cents))::int as unbilled_count
        from collaborations group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
      clients: await rows(`select agency_id, ${month} as month,
        coalesce(client_id::text, 'brand:' || brand) as client_key, client_id,
        case when client_id is null then brand end as brand, count(*)::int as deal_count,
        ${dealSums('billed_cents')} as billed_cents, ${dealSums('total_cents')} as creators_cents,
        ${dealSums('costs_cents')} as costs_cents, ${dealSums('margin_cents')} as margin_cents
        from collaborations where billed_cents is not null
        group by 1, 2, 3, 4, 5 order by 1, 2, 3`),
    },
  };
}

async function expectKeptSumsExact() {
  const { kept, recomputed } = await readKeptAndRecomputed();
  expect(kept.months).toEqual(recomputed.months);
  expect(kept.clients).toEqual(recomputed.clients);
  return kept;
}

const MANAGERS = ['Camille', 'Chef 2', 'Chef 10', 'Hugo'];

/** An agency with clients, an influencer and random deals, and a way to draw more. */
async function seedAgency(seed: number, clientCount = 5) {
  const { agent, password } = await signUp();
  const clients: string[] = [];
  for (let i = 0; i < clientCount; i += 1) {
    clients.push(await post(agent, '/api/clients', { brandName: `Marque ${seed}-${i}` }));
  }
  const influencerId = await post(agent, '/api/influencers', influencerBody(`Léa ${seed}`));
  const next = random(seed);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = () => `${2025 + next(2)}-${pad(1 + next(12))}-${pad(1 + next(28))}`;
  const drawBody = () => ({
    name: `Deal ${next(1000)}`,
    type: COLLABORATION_TYPES[next(COLLABORATION_TYPES.length)],
    clientId: clients[next(clients.length)],
    contactDate: day(),
    invoiceDate: next(3) === 0 ? day() : null,
    manager: MANAGERS[next(MANAGERS.length)],
    billedCents: next(4) === 0 ? null : next(500_000),
    isQuoteSent: next(2) === 0,
    costs: Array.from({ length: next(3) }, (_v, n) => ({
      label: `Frais ${n}`,
      amountCents: next(20_000),
    })),
    influencers: [{ influencerId, deliverables: [{ type: 'ugc', priceCents: next(300_000) }] }],
  });
  return { agent, password, clients, next, drawBody };
}

describe('the kept sums', () => {
  it('equal a recomputation after random creates, edits, deletes and a deleted client', async () => {
    const a = await seedAgency(7);
    const b = await seedAgency(8, 2);
    const deals = new Map<string, ReturnType<typeof a.drawBody>>();
    for (let i = 0; i < 24; i += 1) {
      const body = a.drawBody();
      deals.set(await post(a.agent, '/api/collaborations', body), body);
    }
    await post(b.agent, '/api/collaborations', b.drawBody());
    for (let step = 0; step < 60; step += 1) {
      const ids = [...deals.keys()];
      const id = ids[a.next(ids.length)]!;
      const action = a.next(6);
      if (action === 0) {
        expect((await a.agent.delete(`/api/collaborations/${id}`)).status).toBe(200);
        deals.delete(id);
      } else if (action === 1) {
        const body = a.drawBody();
        deals.set(await post(a.agent, '/api/collaborations', body), body);
      } else {
        // Moves some of: the month, the type, the manager, the client, billed null ↔ amount,
        // the costs, the creators' rates; or only a switch (nothing summed changes).
        const drawn = a.drawBody();
        const keys = Object.keys(drawn) as (keyof typeof drawn)[];
        const changed = keys.filter(() => a.next(3) === 0);
        const body = {
          ...deals.get(id)!,
          ...Object.fromEntries(changed.map((k) => [k, drawn[k]])),
        };
        const response = await a.agent.putCurrent(`/api/collaborations/${id}`, body);
        expect(response.status, JSON.stringify(response.json)).toBe(200);
        deals.set(id, body);
      }
    }
    // A deleted client's deals move to their kept brand (client_id set null: an update).
    const billed = [...deals.values()].find((body) => body.billedCents !== null)!;
    expect((await a.agent.delete(`/api/clients/${billed.clientId}`)).status).toBe(200);
    const kept = await expectKeptSumsExact();
    expect(kept.clients.some((row) => String(row.client_key).startsWith('brand:'))).toBe(true);
    expect(kept.months.some((row) => Number(row.unbilled_count) > 0)).toBe(true);
  }, 120_000);

  it('stay exact under edits at once that swap deals between months (no deadlock)', async () => {
    const a = await seedAgency(10, 2);
    const months = ['2026-01-10', '2026-02-10', '2026-03-10'];
    const bodies = await Promise.all(
      months.map(async (contactDate) => {
        const body = { ...a.drawBody(), contactDate, invoiceDate: null, billedCents: 1_000 };
        return { id: await post(a.agent, '/api/collaborations', body), body };
      }),
    );
    for (let round = 0; round < 4; round += 1) {
      const statuses = await Promise.all(
        bodies.map(({ id, body }, i) =>
          a.agent
            .putCurrent(`/api/collaborations/${id}`, { ...body, contactDate: months[(i + round + 1) % 3] })
            .then((response) => response.status),
        ),
      );
      expect(statuses).toEqual([200, 200, 200]);
    }
    await expectKeptSumsExact();
  });

  it('go with an agency deleted with its deals and clients', async () => {
    const gone = await seedAgency(9, 2);
    let dealId = '';
    for (let i = 0; i < 6; i += 1) {
      dealId = await post(gone.agent, '/api/collaborations', gone.drawBody());
    }
    const agencyId = await agencyOf(dealId);
    const deleted = await gone.agent.post('/api/account/delete', { password: gone.password });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    const [left] = await selectRows<{ n: number }>(
      t.db,
      sql`select (select count(*) from agencies where id = ${agencyId})
        + (select count(*) from profit_month_sums where agency_id = ${agencyId})
        + (select count(*) from profit_client_sums where agency_id = ${agencyId})::int as n`,
    );
    expect(Number(left!.n)).toBe(0);
    await expectKeptSumsExact();
  });
});

async function agencyOf(dealId: string) {
  const [row] = await selectRows<{ id: string }>(
    t.db,
    sql`select agency_id as id from collaborations where id = ${dealId}`,
  );
  return row!.id;
}

describe('reading them', () => {
  it('sums the days of the months a period cuts from the deals', async () => {
    const { agent } = await signUp();
    const clientId = await post(agent, '/api/clients', { brandName: 'Maison Lumière' });
    const deal = (contactDate: string, billedCents: number | null) =>
      postDeal(agent, { clientId, contactDate, billedCents });
    await deal('2026-02-28', 1);
    await deal('2026-03-01', 10);
    await deal('2026-03-31', 100);
    await deal('2026-04-15', 1_000);
    await deal('2026-04-16', 10_000);
    await deal('2026-04-10', null);
    const read = async (path: string, query: string) =>
      (await agent.get(`/api/profitability/${path}?${query}`)).json;
    const cases: [string, number, number][] = [
      ['from=2026-03-31&to=2026-04-15', 1_100, 1],
      ['from=2026-03-01&to=2026-03-30', 10, 0],
      ['from=2026-03-02&to=2026-03-31', 100, 0],
      ['from=2026-02-28&to=2026-04-14', 111, 1],
      ['from=2026-03-01&to=2026-04-30', 11_110, 1],
      ['to=2026-04-09', 111, 0],
      ['from=2026-04-11', 11_000, 0],
    ];
    for (const [query, billedCents, leftOutCount] of cases) {
      expect(await read('summary', query), query).toMatchObject({ billedCents, leftOutCount });
      const { months } = await read('months', query);
      const sum = months.reduce(
        (total: number, m: { billedCents: number }) => total + m.billedCents,
        0,
      );
      expect(sum, query).toBe(billedCents);
      expect((await read('clients', query)).clients[0]?.billedCents, query).toBe(billedCents);
      expect((await read('types', query)).types[0]?.billedCents, query).toBe(billedCents);
    }
  });

  it('lists the project managers in natural order, dropping one whose deals all went', async () => {
    const a = await seedAgency(11, 1);
    const ids: string[] = [];
    for (const manager of ['Chef 10', 'Chef 2', 'Zoé', 'Chef 2']) {
      ids.push(await post(a.agent, '/api/collaborations', { ...a.drawBody(), manager }));
    }
    const managers = async () => (await a.agent.get('/api/profitability/managers')).json.managers;
    expect(await managers()).toEqual(['Chef 2', 'Chef 10', 'Zoé']);
    expect((await a.agent.delete(`/api/collaborations/${ids[2]}`)).status).toBe(200);
    expect(await managers()).toEqual(['Chef 2', 'Chef 10']);
  });

  it("never shows an agency another's kept sums (row-level security)", async () => {
    const a = await seedAgency(12, 1);
    const b = await seedAgency(13, 1);
    const agencyA = await agencyOf(await post(a.agent, '/api/collaborations', a.drawBody()));
    const agencyB = await agencyOf(await post(b.agent, '/api/collaborations', b.drawBody()));
    const agenciesSeen = (table: string) =>
      withTenant(t.db, { agencyId: agencyB }, (tx) =>
        selectRows<{ id: string }>(tx, sql.raw(`select distinct agency_id as id from ${table}`)),
      );
    for (const table of ['profit_month_sums', 'profit_client_sums']) {
      expect(await agenciesSeen(table), table).toEqual([{ id: agencyB }]);
    }
    expect(agencyA).not.toBe(agencyB);
  });
});
