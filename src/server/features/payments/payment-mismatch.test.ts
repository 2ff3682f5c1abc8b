import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/harness';
import { createLedgerAgency, list } from '#server/features/payments/payments-testing';

// Issue 27: what 'En attente' still owes, a paid flag that contradicts its percentage, and the
// spec's optional sync of the flag on the percentage edit (§4).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
const createLedger = () => {
  ipCounter += 1;
  return createLedgerAgency(t, `198.51.100.${100 + ipCounter}`);
};

describe("'En attente': what is still to pay", () => {
  it('counts the whole rate of a line still at 0 %, where the amount counts 0 €', async () => {
    const { agent } = await createLedger();
    const autumn = (await list(agent, '?q=automne'))[0]!;
    const zero = await agent.patch(`/api/payments/${autumn.id}`, { paidPercentage: 0 });
    expect(zero.json).toMatchObject({ amountCents: 0, remainingCents: 10_001 });
    const totals = (await agent.get('/api/payments/totals?q=automne')).json;
    expect(totals.pending).toEqual({ count: 1, amountCents: 0, remainingCents: 10_001 });
    // Every line: amount + remaining = rate, in the cards as on each line.
    const all = (await agent.get('/api/payments/totals')).json;
    expect(all.pending.amountCents + all.pending.remainingCents).toBe(123_451 + 20_000 + 10_001);
  });
});

describe('a paid flag that contradicts its percentage', () => {
  it("shows 'Payé' at 0 % and 'En attente' at 100 %, and neither once fixed", async () => {
    const { agent } = await createLedger();
    const [line] = await list(agent, '?q=automne');
    const path = `/api/payments/${line!.id}`;
    expect((await agent.patch(path, { isPaid: true })).json.mismatch).toBeNull();
    const paidAtZero = await agent.patch(path, { paidPercentage: 0 });
    expect(paidAtZero.json).toMatchObject({ isPaid: true, mismatch: 'paid_at_zero' });
    // The fix the screen offers: 100 %.
    expect((await agent.patch(path, { paidPercentage: 100 })).json.mismatch).toBeNull();
    const pendingAtFull = await agent.patch(path, { isPaid: false });
    expect(pendingAtFull.json).toMatchObject({ paidPercentage: 100, mismatch: 'pending_at_full' });
    const listed = (await agent.get('/api/payments?q=automne')).json.items[0];
    expect(listed.mismatch).toBe('pending_at_full');
    // The fix the screen offers: mark paid.
    expect((await agent.patch(path, { isPaid: true })).json.mismatch).toBeNull();
  });
});

describe('the percentage edit, asked to sync the paid flag', () => {
  it('marks paid at 100 % and pending below, recording and clearing who paid', async () => {
    const { agent, account } = await createLedger();
    const [line] = await list(agent, '?q=automne');
    const path = `/api/payments/${line!.id}`;
    const full = await agent.patch(path, { paidPercentage: 100, syncPaid: true });
    expect(full.status).toBe(200);
    expect(full.json).toMatchObject({
      isPaid: true,
      paidPercentage: 100,
      paidBy: { id: account.user.id },
      mismatch: null,
    });
    expect(full.json.paidAt).not.toBeNull();
    // '150' is clamped to 100 before the flag follows it.
    expect((await agent.patch(path, { paidPercentage: '150', syncPaid: true })).json.isPaid).toBe(
      true,
    );
    const partial = await agent.patch(path, { paidPercentage: 40, syncPaid: true });
    expect(partial.json).toMatchObject({ isPaid: false, paidPercentage: 40, paidAt: null });
  });

  it('leaves the flag as is without the sync (spec §4)', async () => {
    const { agent } = await createLedger();
    const [line] = await list(agent, '?q=automne');
    const path = `/api/payments/${line!.id}`;
    const unsynced = await agent.patch(path, { paidPercentage: 100 });
    expect(unsynced.json).toMatchObject({ isPaid: false, paidPercentage: 100 });
    await agent.patch(path, { isPaid: true });
    expect((await agent.patch(path, { paidPercentage: 0, syncPaid: false })).json.isPaid).toBe(
      true,
    );
  });

  it('refuses a sync without a percentage, beside isPaid, or not a boolean, in French', async () => {
    const { agent } = await createLedger();
    const [line] = await list(agent, '?q=automne');
    const path = `/api/payments/${line!.id}`;
    const alone = await agent.patch(path, { syncPaid: true });
    expect(alone.status).toBe(422);
    expect(alone.json.error.message).toContain('« Statut selon le pourcentage »');
    const both = await agent.patch(path, { paidPercentage: 100, isPaid: false, syncPaid: true });
    expect(both.status).toBe(422);
    expect(both.json.error.message).toContain('« Statut selon le pourcentage »');
    const text = await agent.patch(path, { paidPercentage: 100, syncPaid: 'oui' });
    expect(text.status).toBe(422);
    expect(text.json.error.message).toContain('« Statut selon le pourcentage »');
  });

  it("answers 404 for another agency's line, synced or not", async () => {
    const mine = await createLedger();
    const theirs = await createLedger();
    const [their] = await list(theirs.agent, '?q=automne');
    const synced = await mine.agent.patch(`/api/payments/${their!.id}`, {
      paidPercentage: 100,
      syncPaid: true,
    });
    expect(synced.status).toBe(404);
    expect((await list(theirs.agent, '?q=automne'))[0]).toMatchObject({ isPaid: false });
  });
});
