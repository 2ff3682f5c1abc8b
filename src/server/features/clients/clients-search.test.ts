import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type Agent } from '#server/testing/harness';
import { clients } from '#server/db/schema/address-book';
import { SEARCH_COLLECT_LIMIT } from '#server/features/clients/clients-list';
import {
  t,
  newAgency,
  contact,
  createClient,
  brandsOf,
  lotNames,
  lots,
  listBrands,
} from '#server/features/clients/clients-testing';

describe('client search', () => {
  let agent: Agent;
  beforeAll(async () => {
    ({ agent } = await newAgency());
    await createClient(agent, {
      brandName: 'Ébène Café',
      contacts: [contact('Hélène Dubœuf', { phone: '06 12 34 56 78' })],
    });
    await createClient(agent, {
      brandName: 'NIKE France',
      notes: 'Budget validé pour la rentrée',
      contacts: [contact('Marc Petit', { email: 'marc.petit@nike.example' })],
    });
    await createClient(agent, { brandName: 'Décathlon 100%', contacts: [contact('Inès Bo')] });
    // Another agency's lookalike must never show up.
    const other = await newAgency();
    await createClient(other.agent, {
      brandName: 'Ébène Café bis',
      contacts: [contact('Hélène Autre', { phone: '06 12 34 56 78' })],
    });
  });

  it('finds a client by a contact phone, with or without separators', async () => {
    for (const q of ['06 12 34', '0612345678', '06.12.34.56.78', '34 56']) {
      expect(await listBrands(agent, `?q=${encodeURIComponent(q)}`)).toEqual(['Ébène Café']);
    }
  });

  it('ignores accents and case', async () => {
    expect(await listBrands(agent, '?q=EBENE%20cafe')).toEqual(['Ébène Café']);
    expect(await listBrands(agent, '?q=dubOEUF')).toEqual(['Ébène Café']);
    expect(await listBrands(agent, '?q=nike')).toEqual(['NIKE France']);
    expect(await listBrands(agent, '?q=VALIDE')).toEqual(['NIKE France']);
  });

  it('searches contact names and emails, and nothing of other agencies', async () => {
    expect(await listBrands(agent, '?q=marc.petit@')).toEqual(['NIKE France']);
    expect(await listBrands(agent, '?q=helene')).toEqual(['Ébène Café']);
    const response = (await agent.get('/api/clients?q=introuvable')).json;
    expect(response).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await listBrands(agent, `?q=${encodeURIComponent('100%')}`)).toEqual(['Décathlon 100%']);
    expect(await listBrands(agent, `?q=${encodeURIComponent('%%%')}`)).toEqual([]);
  });

  // Issue 27: short searches find what long ones find.
  it('finds one or two characters anywhere in every searched field', async () => {
    expect(await listBrands(agent, '?q=ke')).toEqual(['NIKE France']);
    expect(await listBrands(agent, '?q=KÉ')).toEqual(['NIKE France']);
    // Mid-word, in a brand, a note, a contact name.
    expect(await listBrands(agent, '?q=k')).toEqual(['NIKE France']);
    expect(await listBrands(agent, '?q=%C5%93')).toEqual(['Ébène Café']);
    expect(await listBrands(agent, '?q=ca')).toEqual(['Décathlon 100%', 'Ébène Café']);
    expect(await listBrands(agent, '?q=DE')).toEqual(['Décathlon 100%', 'NIKE France']);
    // Two digits of a phone, within a group or across the separator.
    expect(await listBrands(agent, '?q=78')).toEqual(['Ébène Café']);
    expect(await listBrands(agent, '?q=67')).toEqual(['Ébène Café']);
    // Wildcards stay literal; a term found nowhere finds nothing.
    expect(await listBrands(agent, `?q=${encodeURIComponent('0%')}`)).toEqual(['Décathlon 100%']);
    expect(await listBrands(agent, `?q=${encodeURIComponent('_')}`)).toEqual([]);
    expect(await listBrands(agent, '?q=wz')).toEqual([]);
  });

  it('sorts by brand name regardless of case and accents', async () => {
    expect(await listBrands(agent)).toEqual(['Décathlon 100%', 'Ébène Café', 'NIKE France']);
  });
});

describe('client pages of 15', () => {
  it('counts pages and shows the right rows at 1, 15, 16 and 46 clients', async () => {
    const { agent } = await newAgency();
    const brand = (n: number) => `Marque ${String(n).padStart(2, '0')}`;
    let created = 0;
    const growTo = async (size: number) => {
      while (created < size) await createClient(agent, { brandName: brand(++created) });
    };
    const page = async (n: number) => (await agent.get(`/api/clients?page=${n}`)).json;

    await growTo(1);
    expect(await page(1)).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    await growTo(15);
    const full = await page(1);
    expect(full).toMatchObject({ total: 15, pageCount: 1 });
    expect(full.items.map((i: { brandName: string }) => i.brandName)).toEqual(
      Array.from({ length: 15 }, (_, i) => brand(i + 1)),
    );
    await growTo(16);
    expect(await page(2)).toMatchObject({ total: 16, page: 2, pageCount: 2 });
    expect((await page(2)).items.map((i: { brandName: string }) => i.brandName)).toEqual([
      brand(16),
    ]);
    await growTo(46);
    const names = async (n: number) =>
      (await page(n)).items.map((i: { brandName: string }) => i.brandName);
    expect(await page(4)).toMatchObject({ total: 46, page: 4, pageCount: 4 });
    expect(await names(1)).toEqual(Array.from({ length: 15 }, (_, i) => brand(i + 1)));
    expect(await names(2)).toEqual(Array.from({ length: 15 }, (_, i) => brand(i + 16)));
    expect(await names(3)).toEqual(Array.from({ length: 15 }, (_, i) => brand(i + 31)));
    expect(await names(4)).toEqual([brand(46)]);
    // Past the end: the last page, so a deletion on the last page does not strand the user.
    expect(await page(9)).toMatchObject({ page: 4, pageCount: 4 });
    expect(await names(9)).toEqual([brand(46)]);

    const searched = (await agent.get('/api/clients?q=marque%204&page=1')).json;
    expect(searched).toMatchObject({ total: 7, pageCount: 1 });
    // A search matching every row pages the same way, from either end.
    const searchPage = async (n: number) =>
      (await agent.get(`/api/clients?q=marque&page=${n}`)).json.items.map(
        (i: { brandName: string }) => i.brandName,
      );
    expect(await searchPage(1)).toEqual(await names(1));
    expect(await searchPage(3)).toEqual(await names(3));
    expect(await searchPage(4)).toEqual([brand(46)]);
  });
});

describe('client totals at scale', () => {
  it('keeps the exact total through bulk writes and pages from either end', async () => {
    const { agent, agencyId } = await newAgency();
    await t.db.insert(clients).values(lots(agencyId, 3005));
    expect((await agent.get('/api/clients')).json).toMatchObject({
      total: 3005,
      pageCount: 201,
    });
    expect(brandsOf((await agent.get('/api/clients?page=201')).json)).toEqual(
      ['3000', '3001', '3002', '3003', '3004'].map((n) => `Lot ${n}`),
    );
    expect(brandsOf((await agent.get('/api/clients?page=2')).json)[0]).toBe('Lot 0015');

    await t.db.delete(clients).where(eq(clients.brandName, 'Lot 0000'));
    const first = (await agent.get('/api/clients')).json.items[0];
    expect((await agent.delete(`/api/clients/${first.id}`)).status).toBe(200);
    expect((await agent.get('/api/clients')).json.total).toBe(3003);
  });

  // Issue 27: no cap at 300 matches (20 pages) any more.
  it('pages to every match under an exact count, whether it sorts the matches or walks the index', async () => {
    const { agent, agencyId } = await newAgency();
    const count = SEARCH_COLLECT_LIMIT + 5;
    await t.db.insert(clients).values(lots(agencyId, count));
    const pageCount = Math.ceil(count / 15);
    // More matches than are collected: counted, then the brand index is walked.
    for (const q of ['lot', 'o']) {
      const last = (await agent.get(`/api/clients?q=${q}&page=99999`)).json;
      expect(last).toMatchObject({ total: count, page: pageCount, pageCount });
      expect(brandsOf(last)).toEqual(lotNames((pageCount - 1) * 15, count - (pageCount - 1) * 15));
      const middle = (await agent.get(`/api/clients?q=${q}&page=134`)).json;
      expect(brandsOf(middle)).toEqual(lotNames(133 * 15, 15));
      const first = (await agent.get(`/api/clients?q=${q}`)).json;
      expect(brandsOf(first)).toEqual(lotNames(0, 15));
    }
    // Fewer: they are collected and sorted, past the 300 of old too.
    const some = (await agent.get('/api/clients?q=lot%200&page=999')).json;
    expect(some).toMatchObject({ total: 1000, page: 67, pageCount: 67 });
    expect(brandsOf(some)).toEqual(lotNames(990, 10));
    const deep = (await agent.get('/api/clients?q=lot%200&page=21')).json;
    expect(brandsOf(deep)).toEqual(lotNames(300, 15));
    const few = (await agent.get('/api/clients?q=lot%2000&page=7')).json;
    expect(few).toMatchObject({ total: 100, page: 7, pageCount: 7 });
    expect(brandsOf(few)).toEqual(lotNames(90, 10));
    // Two characters, fewer than collected ('09' is in 0009, 0090–0099, 0109, …).
    const short = (await agent.get('/api/clients?q=09&page=999')).json;
    expect(short.total).toBe(lotNames(0, count).filter((name) => name.includes('09')).length);
    expect(brandsOf(short).at(-1)).toBe('Lot 3909');
    // 4,005 rows and a dozen searches: more than the default 30 s on a busy machine.
  }, 120_000);

  it('counts a common search again once a client is added, renamed or deleted', async () => {
    const { agent, agencyId } = await newAgency();
    await t.db.insert(clients).values(lots(agencyId, SEARCH_COLLECT_LIMIT + 2));
    const count = async () => (await agent.get('/api/clients?q=lot')).json;
    expect(await count()).toMatchObject({ total: SEARCH_COLLECT_LIMIT + 2 });
    // The count the first search kept is stale and must not be reused.
    await t.db.delete(clients).where(eq(clients.brandName, 'Lot 0000'));
    expect(await count()).toMatchObject({ total: SEARCH_COLLECT_LIMIT + 1 });
    await t.db
      .update(clients)
      .set({ searchText: 'renommé' })
      .where(eq(clients.brandName, 'Lot 0010'));
    expect(await count()).toMatchObject({ total: SEARCH_COLLECT_LIMIT });
    await t.db.insert(clients).values({ ...lots(agencyId, 1)[0]!, brandName: 'Lot nouveau' });
    expect(await count()).toMatchObject({ total: SEARCH_COLLECT_LIMIT + 1 });
  });
});
