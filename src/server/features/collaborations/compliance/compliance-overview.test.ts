// Issue 31: Toutes les campagnes › Conformité (GET /api/compliance): the open deals, newest
// first, filtered by check and by manager with their counts, page by page, following every
// change of what the deals read (decision 0063's marks), within the agency's walls.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDraft,
  b,
  completeParties,
  createAgency,
  createDeal,
  editDeal,
  joinWithout,
  readOverview,
  setDeal,
  t,
  type Deal,
} from '#server/features/collaborations/compliance/compliance-testing';
import type { Agency } from '#server/features/collaborations/collaborations-testing';
import { COMPLIANCE_PAGE_LIMIT } from '#shared/schemas/compliance';

const idsOf = (list: { rows: Array<{ collaborationId: string }> }) =>
  list.rows.map((row) => row.collaborationId);

describe('the open deals', () => {
  let agency: Agency;
  let fine: Deal;
  let nicotine: Deal;
  let caption: Deal;
  let unconfirmed: Deal;
  beforeAll(async () => {
    agency = await createAgency();
    await completeParties(agency);
    fine = await createDeal(agency, 10_000, { contactDate: '2026-06-01' });
    nicotine = await createDeal(agency, 10_000, { contactDate: '2026-03-01' });
    caption = await createDeal(agency, 10_000, {
      contactDate: '2026-05-01',
      manager: 'Hugo Bernard',
    });
    unconfirmed = await createDeal(agency, 10_000, { contactDate: '2026-04-01' });
    for (const deal of [fine, caption]) await setDeal(deal, { category: 'none' });
    await setDeal(nicotine, { category: 'nicotine' });
    await setDeal(unconfirmed, { category: 'none' });
    await t.db.execute(sql`update collaborations set category = null where id = ${unconfirmed.id}`);
    await addDraft(caption, 'Ma routine du matin');
  });

  it('lists the deals with a check not OK, newest contact first, with their checks', async () => {
    const list = await readOverview(agency);
    expect(idsOf(list)).toEqual([caption.id, unconfirmed.id, nicotine.id]);
    expect(list.rows[0]).toMatchObject({
      name: 'Deal 10000 2026-05-01',
      brand: 'Lancôme',
      manager: 'Hugo Bernard',
      contactDate: '2026-05-01',
      worstLevel: 'todo',
      openChecks: [{ id: 'mentions', level: 'todo' }],
    });
    expect(list.rows[2]!.openChecks).toEqual([{ id: 'category', level: 'blocking' }]);
    expect(list.nextCursor).toBeNull();
    expect(list.counts).toEqual({
      blocking: 1,
      todo: 2,
      byCheck: {
        written_contract: 0,
        contract_data: 0,
        category: 2,
        minor: 0,
        non_eu: 0,
        mentions: 1,
      },
    });
  });

  it('filters by check and by manager, the counts over the filtered list', async () => {
    const byCategory = await readOverview(agency, 'check=category');
    expect(idsOf(byCategory)).toEqual([unconfirmed.id, nicotine.id]);
    expect(byCategory.counts).toMatchObject({ blocking: 1, todo: 1 });
    const byMentions = await readOverview(agency, 'check=mentions');
    expect(idsOf(byMentions)).toEqual([caption.id]);
    expect(byMentions.counts.byCheck.category).toBe(0);
    const byManager = await readOverview(agency, `manager=${encodeURIComponent('Hugo Bernard')}`);
    expect(idsOf(byManager)).toEqual([caption.id]);
    expect(byManager.counts).toMatchObject({ blocking: 0, todo: 1 });
    expect(idsOf(await readOverview(agency, 'check=minor'))).toEqual([]);
    expect((await agency.agent.get('/api/compliance?check=tout')).status).toBe(422);
  });
});

describe('following the changes', () => {
  it('a birth date, a caption, a rate: the overview follows each', async () => {
    const agency = await createAgency();
    await completeParties(agency);
    const first = await createDeal(agency, 60_000, { contactDate: '2026-02-01' });
    const second = await createDeal(agency, 30_000, { contactDate: '2026-03-01' });
    for (const deal of [first, second]) await setDeal(deal, { category: 'none' });
    expect(idsOf(await readOverview(agency))).toEqual([]);

    // The creator turns out to be 14: every deal of theirs, through the influencer's form.
    const creator = (await agency.agent.get(`/api/influencers/${agency.lea}`)).json;
    const saved = await agency.agent.putCurrent(`/api/influencers/${agency.lea}`, {
      ...creator,
      birthDate: '2012-01-01',
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(idsOf(await readOverview(agency, 'check=minor'))).toEqual([second.id, first.id]);

    await addDraft(first, 'Sans la mention');
    expect(idsOf(await readOverview(agency, 'check=mentions'))).toEqual([first.id]);

    // 600 € + 500 €: the other deal's sum changes too.
    await editDeal(second, 50_000, '2026-03-01');
    const contracts = await readOverview(agency, 'check=written_contract');
    expect(idsOf(contracts)).toEqual([second.id, first.id]);
    // Moved to another year: both fall back under the threshold.
    await editDeal(second, 50_000, '2027-03-01');
    expect(idsOf(await readOverview(agency, 'check=written_contract'))).toEqual([]);
  });

  it('forgets a deleted deal', async () => {
    const agency = await createAgency();
    const deal = await createDeal(agency, 10_000);
    expect(idsOf(await readOverview(agency))).toEqual([deal.id]);
    expect((await agency.agent.delete(`/api/collaborations/${deal.id}`)).status).toBe(200);
    expect(idsOf(await readOverview(agency))).toEqual([]);
  });
});

describe('pages', () => {
  it('walks 120 open deals 50 at a time, ties on the day included, without a repeat', async () => {
    const agency = await createAgency();
    await t.db.execute(sql`insert into collaborations (agency_id, name, type, brand, manager,
        contact_date)
      select ${agency.account.user.agencyId}, 'Banc ' || n, 'collaboration_entrante', 'Marque',
        'Camille Martin', date '2026-01-01' + n % 7
      from generate_series(1, 120) as n`);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const list = await readOverview(agency, cursor ? `cursor=${cursor}` : '');
      expect(list.rows.length).toBeLessThanOrEqual(COMPLIANCE_PAGE_LIMIT);
      expect(list.counts.todo).toBe(120);
      seen.push(...idsOf(list));
      cursor = list.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(120);
    expect((await agency.agent.get('/api/compliance?cursor=abc')).status).toBe(400);
  });
});

describe('its walls', () => {
  it('lists only the agency’s own deals', async () => {
    const agency = await createAgency();
    const ours = await createDeal(agency, 10_000);
    expect(idsOf(await readOverview(agency))).toEqual([ours.id]);
    expect(idsOf(await readOverview(b))).not.toContain(ours.id);
  });

  it('answers 403 to a member without the Collaborations section', async () => {
    const agency = await createAgency();
    const member = await joinWithout(agency, ['collaborations']);
    expect((await member.get('/api/compliance')).status).toBe(403);
  });
});
