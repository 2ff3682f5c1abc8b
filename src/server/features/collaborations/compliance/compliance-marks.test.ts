// Issue 31, decision 0063: the marks that keep the overview right — a contract signed (then
// changed), a client's or a creator's data, their deletion — and the updates that mark nothing.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  completeParties,
  createAgency,
  createDeal,
  readOverview,
  setDeal,
  t,
  type Deal,
} from '#server/features/collaborations/compliance/compliance-testing';
import type { Agency } from '#server/features/collaborations/collaborations-testing';

const idsOf = (list: { rows: Array<{ collaborationId: string }> }) =>
  list.rows.map((row) => row.collaborationId);

async function readyAgency() {
  const agency = await createAgency();
  await completeParties(agency);
  return agency;
}

async function readyDeal(agency: Agency, rateCents: number) {
  const deal = await createDeal(agency, rateCents);
  await setDeal(deal, { category: 'none' });
  return deal;
}

async function staleIds(agency: Agency) {
  const result = (await t.db.execute(
    sql`select collaboration_id as id from compliance_stale
      where agency_id = ${agency.account.user.agencyId}`,
  )) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((row) => row.id);
}

async function resultsVersion(agency: Agency) {
  const result = (await t.db.execute(
    sql`select version from agency_row_counts
      where agency_id = ${agency.account.user.agencyId} and table_name = 'compliance_results'`,
  )) as unknown as { rows: Array<{ version: number | string }> };
  return Number(result.rows[0]?.version ?? 0);
}

describe('the overview’s kept counts (migration 0042)', () => {
  it('stay while no result changes (a panel read writes nothing), follow a change', async () => {
    const agency = await readyAgency();
    const deal = await readyDeal(agency, 60_000);
    const first = await readOverview(agency);
    const version = await resultsVersion(agency);
    expect((await agency.agent.get(`/api/collaborations/${deal.id}/compliance`)).status).toBe(200);
    expect(await resultsVersion(agency)).toBe(version);
    expect((await readOverview(agency)).counts).toEqual(first.counts);
    // A nicotine product: the deal's result changes, the version moves on, the counts follow.
    await setDeal(deal, { category: 'nicotine' });
    const after = await readOverview(agency);
    expect(await resultsVersion(agency)).toBeGreaterThan(version);
    expect(after.counts.blocking).toBe(first.counts.blocking + 1);
    expect(after.counts.byCheck.category).toBe(first.counts.byCheck.category + 1);
  });
});

async function signContract(deal: Deal, creatorHash: string) {
  await t.db.execute(sql`insert into contracts (agency_id, collaboration_id,
      collaboration_influencer_id, document_key, document_name, document_size, document_sha256,
      generated_at, creator_signed_at, creator_signed_sha256, agency_signed_at, agency_signed_sha256)
    select agency_id, collaboration_id, id, 'contrats/x.docx', 'Contrat.docx', 1000, 'abc', now(),
      now(), ${creatorHash}, now(), 'abc'
    from collaboration_influencers where id = ${deal.lineId}`);
}

describe('the marks', () => {
  it('a contract signed by both turns the written contract OK; a changed one does not', async () => {
    const agency = await readyAgency();
    const signed = await readyDeal(agency, 110_000);
    const changed = await createDeal(agency, 120_000, { contactDate: '2026-07-01' });
    await setDeal(changed, { category: 'none' });
    expect(idsOf(await readOverview(agency, 'check=written_contract'))).toEqual([
      changed.id,
      signed.id,
    ]);
    await signContract(signed, 'abc');
    await signContract(changed, 'an older document');
    expect(idsOf(await readOverview(agency, 'check=written_contract'))).toEqual([changed.id]);
    await t.db.execute(sql`update contracts set creator_signed_sha256 = 'abc'
      where collaboration_id = ${changed.id}`);
    expect(idsOf(await readOverview(agency, 'check=written_contract'))).toEqual([]);
  });

  it('a client’s legal data, then the client deleted: the kept brand alone', async () => {
    const agency = await readyAgency();
    const deal = await readyDeal(agency, 10_000);
    expect(idsOf(await readOverview(agency))).toEqual([]);
    await t.db.execute(sql`update clients set legal_email = '' where id = ${agency.lancome}`);
    expect(idsOf(await readOverview(agency, 'check=contract_data'))).toEqual([deal.id]);
    await t.db.execute(sql`update clients set legal_email = 'a@b.fr' where id = ${agency.lancome}`);
    expect(idsOf(await readOverview(agency))).toEqual([]);
    expect((await agency.agent.delete(`/api/clients/${agency.lancome}`)).status).toBe(200);
    expect(idsOf(await readOverview(agency, 'check=contract_data'))).toEqual([deal.id]);
  });

  it('a creator deleted: their line’s party is empty', async () => {
    const agency = await readyAgency();
    const deal = await readyDeal(agency, 10_000);
    expect(idsOf(await readOverview(agency))).toEqual([]);
    expect((await agency.agent.delete(`/api/influencers/${agency.lea}`)).status).toBe(200);
    const list = await readOverview(agency);
    expect(idsOf(list)).toEqual([deal.id]);
    expect(list.rows[0]!.openChecks.map((check) => check.id)).toContain('contract_data');
  });

  it('marks nothing for a payment, a stage or a progress', async () => {
    const agency = await readyAgency();
    const deal = await readyDeal(agency, 10_000);
    await readOverview(agency);
    expect(await staleIds(agency)).toEqual([]);
    await t.db.execute(sql`update collaborations set post_progress = 50 where id = ${deal.id}`);
    await t.db.execute(sql`update collaboration_influencers set paid_percentage = 50
      where id = ${deal.lineId}`);
    await t.db.execute(
      sql`update deliverables set stage = 'draft_received' where id = ${deal.itemId}`,
    );
    expect(await staleIds(agency)).toEqual([]);
    await t.db.execute(sql`update deliverables set is_retouched = true where id = ${deal.itemId}`);
    expect(await staleIds(agency)).toEqual([deal.id]);
  });
});

// Decision 0063: a mark holds its row until its transaction commits, so a read that claims it
// waits and then sees the change. Two connections at once: PostgreSQL only.
describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('a read during a write', () => {
  it('waits for the write that marked the deal, then shows its change', async () => {
    const agency = await readyAgency();
    const deal = await readyDeal(agency, 10_000);
    let release = () => {};
    let marked = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const isMarked = new Promise<void>((resolve) => (marked = resolve));
    const writer = t.db.transaction(async (tx) => {
      await tx.execute(sql`update influencers set birth_date = '2012-01-01'
        where id = ${agency.lea}`);
      marked();
      await held;
    });
    await isMarked;
    const reading = readOverview(agency, 'check=minor');
    await sleep(300);
    release();
    await writer;
    expect(idsOf(await reading)).toEqual([deal.id]);
  });
});
