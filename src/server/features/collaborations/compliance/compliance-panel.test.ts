// Issue 31: the 'Conformité' panel of a deal (GET …/compliance) read from the deal's own rows:
// the yearly threshold across deals, gifts, a banned category, the captions' mentions, walls.
import { describe, expect, it } from 'vitest';
import {
  a,
  addDraft,
  b,
  completeParties,
  createAgency,
  createDeal,
  joinWithout,
  levelOf,
  panelPath,
  readPanel,
  setDeal,
} from '#server/features/collaborations/compliance/compliance-testing';

describe('the written contract: pay plus gifts of one creator with one brand in a year', () => {
  it('turns on for both deals when a 600 € deal and a 500 € deal reach 1,000 € HT', async () => {
    const agency = await createAgency();
    const first = await createDeal(agency, 60_000, { contactDate: '2026-02-10' });
    expect(levelOf(await readPanel(first), 'written_contract')).toBe('ok');
    const second = await createDeal(agency, 50_000, { contactDate: '2026-09-01' });
    expect(levelOf(await readPanel(second), 'written_contract')).toBe('todo');
    expect(levelOf(await readPanel(first), 'written_contract')).toBe('todo');
  });

  it('stays off across two calendar years, and for another brand', async () => {
    const agency = await createAgency();
    const first = await createDeal(agency, 60_000, { contactDate: '2026-12-31' });
    const next = await createDeal(agency, 50_000, { contactDate: '2027-01-01' });
    const other = await createDeal(agency, 50_000, {
      contactDate: '2026-06-01',
      clientId: agency.nike,
    });
    for (const deal of [first, next, other]) {
      expect(levelOf(await readPanel(deal), 'written_contract')).toBe('ok');
    }
  });

  it('counts the gifts: 900 € of pay and 100 € of gifts reach it', async () => {
    const agency = await createAgency();
    const deal = await createDeal(agency, 90_000);
    expect(levelOf(await readPanel(deal), 'written_contract')).toBe('ok');
    await setDeal(deal, { giftsCents: 10_000 });
    expect(levelOf(await readPanel(deal), 'written_contract')).toBe('todo');
  });
});

describe('the panel', () => {
  it('names the creator lines and suggests a category until one is confirmed', async () => {
    const deal = await createDeal(a, 20_000, { contactDate: '2026-04-01' });
    const panel = await readPanel(deal);
    expect(panel.collaborationId).toBe(deal.id);
    expect(panel.creators).toEqual([{ lineId: deal.lineId, fullName: 'Léa Dupont' }]);
    expect(panel.category).toBeNull();
    expect(panel.suggestedCategory).toBe('none');
    expect(levelOf(panel, 'category')).toBe('todo');
    for (const check of panel.checks) {
      expect(check.sentence.length, check.id).toBeGreaterThan(0);
      expect(check.source.length, check.id).toBeGreaterThan(0);
    }
  });

  it('blocks a nicotine brand', async () => {
    const deal = await createDeal(a, 20_000, { contactDate: '2026-04-02' });
    await setDeal(deal, { category: 'nicotine' });
    const panel = await readPanel(deal);
    expect(panel.category).toBe('nicotine');
    expect(levelOf(panel, 'category')).toBe('blocking');
    expect(panel.worstLevel).toBe('blocking');
  });

  it('asks for « Publicité » in a caption without it, from the latest draft', async () => {
    const deal = await createDeal(a, 20_000, { contactDate: '2026-04-03' });
    expect(levelOf(await readPanel(deal), 'mentions')).toBe('ok');
    await addDraft(deal, 'Ma routine du matin ✨ #publicite');
    await addDraft(deal, 'Ma routine du matin ✨');
    expect(levelOf(await readPanel(deal), 'mentions')).toBe('todo');
    await addDraft(deal, 'Publicité — ma routine du matin ✨');
    expect(levelOf(await readPanel(deal), 'mentions')).toBe('ok');
  });

  it('is complete once both parties, the rights and the category are given', async () => {
    const agency = await createAgency();
    const deal = await createDeal(agency, 20_000);
    expect(levelOf(await readPanel(deal), 'contract_data')).toBe('todo');
    await completeParties(agency);
    await setDeal(deal, { category: 'none' });
    const panel = await readPanel(deal);
    expect(panel.checks.filter((check) => check.level !== 'ok')).toEqual([]);
    expect(panel.worstLevel).toBe('ok');
  });
});

describe('its walls', () => {
  it('answers 404 for another agency’s deal', async () => {
    const theirs = await createDeal(b, 20_000);
    expect((await a.agent.get(panelPath(theirs))).status).toBe(404);
  });

  it('answers 403 to a member without the Collaborations section', async () => {
    const deal = await createDeal(a, 20_000, { contactDate: '2026-04-04' });
    const member = await joinWithout(a, ['collaborations']);
    expect((await member.get(panelPath(deal))).status).toBe(403);
  });
});
