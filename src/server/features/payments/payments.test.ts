import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, signUpUser, type TestApp } from '#server/testing/harness';
import { createLedgerAgency, labels, list } from '#server/features/payments/payments-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
const createLedger = () => {
  ipCounter += 1;
  return createLedgerAgency(t, `198.51.100.${ipCounter}`);
};

describe('the ledger', () => {
  it('lists one line per influencer of paid deals, newest deal first, with amounts', async () => {
    const { agent } = await createLedger();
    const lines = await list(agent);
    expect(labels(lines).slice(0, 1)).toEqual(['Automne/Léa Dupont']);
    expect(labels(lines).sort()).toEqual([
      'Automne/Léa Dupont',
      'Printemps/Léa Dupont',
      'Printemps/Tom Martin',
    ]);
    const spring = lines.find(
      (l) => l.collaborationName === 'Printemps' && l.fullName === 'Léa Dupont',
    );
    // 1 234,51 € × 50 % = 617,255 € → 617,26 € (rounded per line, half up).
    expect(spring).toMatchObject({ rateCents: 123_451, paidPercentage: 50, amountCents: 61_726 });
  });

  it('totals the whole filtered set, pending and paid', async () => {
    const { agent } = await createLedger();
    const totals = (await agent.get('/api/payments/totals')).json;
    expect(totals).toEqual({
      pending: {
        count: 3,
        amountCents: 61_726 + 10_000 + 5_001,
        // Issue 27: what they still owe, the rate less each rounded amount.
        remainingCents: 61_725 + 10_000 + 5_000,
      },
      paid: { count: 0, amountCents: 0, remainingCents: 0 },
    });
    const [first] = await list(agent);
    const paid = await agent.patch(`/api/payments/${first!.id}`, { isPaid: true });
    expect(paid.status).toBe(200);
    expect(paid.json.paidAt).not.toBeNull();
    const after = (await agent.get('/api/payments/totals')).json;
    expect(after.paid).toMatchObject({ count: 1, amountCents: first!.amountCents });
    expect(after.pending.count).toBe(2);
  });

  it('filters by search and by period (days inclusive), and pages', async () => {
    const { agent } = await createLedger();
    expect(labels(await list(agent, '?q=automne'))).toEqual(['Automne/Léa Dupont']);
    expect((await list(agent, '?q=martin')).map((l) => l.fullName)).toEqual(['Tom Martin']);
    expect(labels(await list(agent, '?q=sezane'))).toHaveLength(3);
    // One or two characters match anywhere too (issue 27).
    expect(labels(await list(agent, '?q=mn'))).toEqual(['Automne/Léa Dupont']);
    expect((await list(agent, '?q=rt')).map((l) => l.fullName)).toEqual(['Tom Martin']);
    expect(labels(await list(agent, '?from=2026-10-05&to=2026-10-05'))).toEqual([
      'Automne/Léa Dupont',
    ]);
    expect(await list(agent, '?from=2020-01-01&to=2020-12-31')).toEqual([]);
    const period = await agent.get('/api/payments/totals?from=2026-03-01&to=2026-03-31');
    expect(period.json.pending.count).toBe(2);
    const reversed = await agent.get('/api/payments?from=2026-12-01&to=2026-01-01');
    expect(reversed.status).toBe(422);
    const first = (await agent.get('/api/payments?limit=2')).json;
    const next = (await agent.get(`/api/payments?limit=2&cursor=${first.nextCursor}`)).json;
    expect([...first.items, ...next.items]).toHaveLength(3);
    expect(next.nextCursor).toBeNull();
  });
});

describe('one line at a time', () => {
  it('clamps the percentage, records and clears the payment date and payer', async () => {
    const { agent, account } = await createLedger();
    const [line] = await list(agent);
    const clamped = await agent.patch(`/api/payments/${line!.id}`, { paidPercentage: 150 });
    expect(clamped.json.paidPercentage).toBe(100);
    expect(
      (await agent.patch(`/api/payments/${line!.id}`, { paidPercentage: 'abc' })).json
        .paidPercentage,
    ).toBe(0);
    const paid = await agent.patch(`/api/payments/${line!.id}`, { isPaid: true });
    expect(paid.json).toMatchObject({ isPaid: true, paidBy: { id: account.user.id } });
    const pending = await agent.patch(`/api/payments/${line!.id}`, { isPaid: false });
    expect(pending.json).toMatchObject({ isPaid: false, paidAt: null, paidBy: null });
    expect((await agent.patch(`/api/payments/${line!.id}`, {})).status).toBe(422);
  });

  it('keeps two lines of one deal apart, and keeps the payment across an edit of the deal', async () => {
    const { agent, spring } = await createLedger();
    const [leaLine, tomLine] = spring.influencers as { id: string }[];
    await Promise.all([
      agent.patch(`/api/payments/${leaLine!.id}`, { isPaid: true }),
      agent.patch(`/api/payments/${tomLine!.id}`, { paidPercentage: 30 }),
    ]);
    const detail = (await agent.get(`/api/collaborations/${spring.id}`)).json;
    const edited = await agent.putCurrent(`/api/collaborations/${spring.id}`, {
      ...detail,
      name: 'Printemps 2026',
      influencers: detail.influencers.map((line: Record<string, unknown>) => ({
        ...line,
        isCreatorInvoicePaid: false,
        paidPercentage: 0,
      })),
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const lines = await list(agent, '?q=printemps 2026');
    expect(lines.find((l) => l.id === leaLine!.id)).toMatchObject({
      isPaid: true,
      paidPercentage: 50,
    });
    expect(lines.find((l) => l.id === tomLine!.id)).toMatchObject({
      isPaid: false,
      paidPercentage: 30,
    });
  });

  it("leaves the ledger when the deal's payment is no longer received", async () => {
    const { agent, autumn } = await createLedger();
    const totals = async () => (await agent.get('/api/payments/totals')).json.pending.count;
    expect(await totals()).toBe(3);
    const detail = (await agent.get(`/api/collaborations/${autumn.id}`)).json;
    await agent.putCurrent(`/api/collaborations/${autumn.id}`, { ...detail, isPaymentReceived: false });
    expect(labels(await list(agent))).not.toContain('Automne/Léa Dupont');
    // The cached totals follow every change of the lines.
    expect(await totals()).toBe(2);
    const spring = (await list(agent)).find((l) => l.collaborationName === 'Printemps');
    const springDeal = (await agent.get('/api/collaborations')).json.items.find(
      (deal: { name: string }) => deal.name === 'Printemps',
    );
    expect(spring).toBeDefined();
    await agent.delete(`/api/collaborations/${springDeal.id}`);
    expect(await totals()).toBe(0);
    const [line] = autumn.influencers as { id: string }[];
    expect((await agent.patch(`/api/payments/${line!.id}`, { isPaid: true })).status).toBe(404);
  });
});

describe('isolation and permission', () => {
  it("answers 404 for another agency's line and shows none of theirs", async () => {
    const mine = await createLedger();
    const theirs = await createLedger();
    const [their] = await list(theirs.agent);
    expect((await mine.agent.patch(`/api/payments/${their!.id}`, { isPaid: true })).status).toBe(
      404,
    );
    expect((await list(mine.agent)).some((l) => l.id === their!.id)).toBe(false);
    expect((await list(theirs.agent)).find((l) => l.id === their!.id)).toMatchObject({
      isPaid: false,
    });
  });

  it('needs the Comptabilité permission (403)', async () => {
    const owner = await createLedger();
    const code = (await owner.agent.get('/api/account')).json.agency.joinCode as string;
    const member = createAgent(t.app, '198.51.100.240');
    const account = await signUpUser(member, { agency: { code } });
    await owner.agent.putCurrent(`/api/account/team/${account.user.id}/permissions`, {
      key: 'accounting',
      value: false,
    });
    const [line] = await list(owner.agent);
    expect((await member.get('/api/payments')).status).toBe(403);
    expect((await member.get('/api/payments/totals')).status).toBe(403);
    expect((await member.get('/api/payments/export.csv')).status).toBe(403);
    expect((await member.patch(`/api/payments/${line!.id}`, { isPaid: true })).status).toBe(403);
  });
});

describe('export', () => {
  it('writes what Excel opens in France: BOM, semicolons, comma decimals, French dates', async () => {
    const { agent } = await createLedger();
    const response = await t.app.request('/api/payments/export.csv?q=printemps', {
      headers: { cookie: agent.cookie ?? '' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Influenceur;Collaboration;Marque;Date;Tarif (€);Pourcentage (%);Montant (€);Statut;Date de paiement',
    );
    expect(lines.slice(1).sort()).toEqual([
      'Léa Dupont;Printemps;Sézane;02/03/2026;1234,51;50;617,26;En attente;',
      'Tom Martin;Printemps;Sézane;02/03/2026;200,00;50;100,00;En attente;',
    ]);
  });
});
