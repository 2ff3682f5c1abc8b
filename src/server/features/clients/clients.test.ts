import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { clientContacts, clients } from '#server/db/schema/address-book';
import { collaborations } from '#server/db/schema/collaborations';
import { users } from '#server/db/schema/identity';
import { SEARCH_COLLECT_LIMIT } from '#server/features/clients/clients-list';
import { allPermissions } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';

let t: TestApp;
// Contacts named this way make the database fail mid-update (a trigger set up below).
const FAILING_CONTACT = 'Échec provoqué';

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    create function fail_on_marked_contact() returns trigger language plpgsql as $$
    begin
      if new.name = ${sql.raw(`'${FAILING_CONTACT}'`)} then raise exception 'provoked failure'; end if;
      return new;
    end $$`);
  await t.db.execute(sql`
    create trigger fail_on_marked_contact before insert on client_contacts
    for each row execute function fail_on_marked_contact()`);
});
afterAll(() => t.close());

async function newAgency() {
  const agent = createAgent(t.app);
  const account = await signUpUser(agent);
  return { agent, agencyId: account.user.agencyId as string, email: account.email };
}

const contact = (name: string, extra: Record<string, string> = {}) => ({
  name,
  email: `${name
    .split(' ')[0]!
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()}@exemple.fr`,
  ...extra,
});

async function createClient(agent: Agent, body: Record<string, unknown>) {
  const response = await agent.post('/api/clients', body);
  expect(response.status).toBe(201);
  return response.json;
}

const brandsOf = (page: { items: { brandName: string }[] }) =>
  page.items.map((item) => item.brandName);

/** Clients written in one statement, as the seed does, named 'Lot 0000', 'Lot 0001'… */
const lotNames = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `Lot ${String(from + i).padStart(4, '0')}`);
const lots = (agencyId: string, count: number) =>
  lotNames(0, count).map((brandName) => ({
    agencyId,
    brandName,
    sortName: brandName.toLowerCase(),
    searchText: brandName.toLowerCase(),
  }));

const listBrands = async (agent: Agent, query = '') =>
  (await agent.get(`/api/clients${query}`)).json.items.map(
    (item: { brandName: string }) => item.brandName,
  );

describe('creating and reading a client', () => {
  it('saves the client with its contacts, sector and notes, and shows it', async () => {
    const { agent } = await newAgency();
    const created = await createClient(agent, {
      brandName: '  Maison Lumière ',
      sectorMain: 'fashion',
      sectorSub: 'perfumes',
      notes: 'Salon en mars',
      contacts: [
        contact('Jeanne Roux', { phone: '06 12 34 56 78', role: 'Directrice', type: 'brand' }),
        contact('Paul Martin', { type: 'agency' }),
      ],
    });
    expect(created).toMatchObject({
      brandName: 'Maison Lumière',
      sectorMain: 'fashion',
      sectorSub: 'perfumes',
      notes: 'Salon en mars',
      collaborations: [],
    });
    expect(created.contacts).toEqual([
      expect.objectContaining({ name: 'Jeanne Roux', phone: '06 12 34 56 78', type: 'brand' }),
      expect.objectContaining({ name: 'Paul Martin', phone: '', role: '', type: 'agency' }),
    ]);
    const shown = await agent.get(`/api/clients/${created.id}`);
    expect(shown.status).toBe(200);
    expect(shown.json).toEqual(created);

    const list = (await agent.get('/api/clients')).json;
    expect(list).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(list.items[0]).toMatchObject({
      brandName: 'Maison Lumière',
      sectorMain: 'fashion',
      sectorSub: 'perfumes',
      mainContact: { name: 'Jeanne Roux', email: 'jeanne@exemple.fr' },
      contactCount: 2,
    });
  });

  it('lists the collaborations of the client with their derived status', async () => {
    const { agent, agencyId } = await newAgency();
    const client = await createClient(agent, { brandName: 'Atelier Verde' });
    await t.db.insert(collaborations).values([
      {
        agencyId,
        clientId: client.id,
        name: 'Printemps',
        type: 'collaboration_entrante',
        brand: 'Atelier Verde',
        manager: 'Léa',
        contactDate: '2026-03-01',
        isQuoteSent: true,
      },
      {
        agencyId,
        clientId: client.id,
        name: 'Hiver',
        type: 'casting_externe',
        brand: 'Atelier Verde',
        manager: 'Léa',
        contactDate: '2026-01-10',
        isQuoteSent: true,
        isPaymentReceived: true,
      },
    ]);
    const shown = (await agent.get(`/api/clients/${client.id}`)).json;
    expect(shown.collaborations).toEqual([
      expect.objectContaining({ name: 'Printemps', status: 'in_progress' }),
      expect.objectContaining({ name: 'Hiver', status: 'completed', contactDate: '2026-01-10' }),
    ]);
  });

  it('answers 404 for an unknown or malformed id, never 500', async () => {
    const { agent } = await newAgency();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-id', '1']) {
      const response = await agent.get(`/api/clients/${id}`);
      expect(response.status).toBe(404);
      expect(response.json.error.message).toBe(fr.errors.documentNotFound);
      expect((await agent.put(`/api/clients/${id}`, { brandName: 'X' })).status).toBe(404);
      expect((await agent.delete(`/api/clients/${id}`)).status).toBe(404);
    }
  });
});

describe('client validation', () => {
  it('requires the brand name and each contact name and email, naming the fields', async () => {
    const { agent } = await newAgency();
    const response = await agent.post('/api/clients', {
      brandName: ' ',
      contacts: [
        { name: '', email: '' },
        { name: 'Zoé', email: 'pas-un-email', type: 'autre' },
      ],
    });
    expect(response.status).toBe(422);
    expect(response.json.error.message).toBe(fr.fields.required(fr.clients.brandName));
    expect(response.json.error.fields).toEqual({
      brandName: fr.fields.required('Nom de la marque'),
      'contacts.0.name': fr.fields.required('Nom du contact'),
      'contacts.0.email': fr.fields.required('Email du contact'),
      'contacts.1.email': fr.fields.invalidEmail('Email du contact'),
      'contacts.1.type': fr.fields.invalid('Type de contact'),
    });
    expect((await agent.get('/api/clients')).json.total).toBe(0);
  });

  it('takes the sector from the taxonomy only, the subcategory under its category', async () => {
    const { agent } = await newAgency();
    const refuse = async (body: Record<string, unknown>, field: string, message: string) => {
      const response = await agent.post('/api/clients', { brandName: 'Nova', ...body });
      expect(response.status).toBe(422);
      expect(response.json.error.fields[field]).toBe(message);
    };
    await refuse({ sectorMain: 'cooking' }, 'sectorMain', fr.fields.invalid('Secteur'));
    await refuse(
      { sectorMain: 'fashion', sectorSub: 'pr' },
      'sectorSub',
      fr.clients.sectorSubMismatch,
    );
    await refuse({ sectorSub: 'pr' }, 'sectorSub', fr.clients.sectorSubWithoutMain);
    const alone = await createClient(agent, { brandName: 'Nova', sectorMain: 'agency' });
    expect([alone.sectorMain, alone.sectorSub]).toEqual(['agency', null]);
    const none = await createClient(agent, { brandName: 'Nova', sectorMain: '', sectorSub: '' });
    expect([none.sectorMain, none.sectorSub]).toEqual([null, null]);
  });

  it('validates the list query', async () => {
    const { agent } = await newAgency();
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const response = await agent.get(`/api/clients?page=${page}`);
      expect(response.status).toBe(422);
      expect(response.json.error.fields.page).toBe(fr.fields.invalid('Page'));
    }
  });
});

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
      isTotalCapped: false,
      page: 1,
      pageCount: 1,
    });
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await listBrands(agent, `?q=${encodeURIComponent('100%')}`)).toEqual(['Décathlon 100%']);
    expect(await listBrands(agent, `?q=${encodeURIComponent('%%%')}`)).toEqual([]);
  });

  it('reads one or two characters as the start of the brand name', async () => {
    expect(await listBrands(agent, '?q=e')).toEqual(['Ébène Café']);
    expect(await listBrands(agent, '?q=DE')).toEqual(['Décathlon 100%']);
    expect(await listBrands(agent, '?q=ca')).toEqual([]);
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
      isTotalCapped: false,
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

  it('shows at most 20 pages of a search, whether it sorts the matches or walks the index', async () => {
    const { agent, agencyId } = await newAgency();
    await t.db.insert(clients).values(lots(agencyId, SEARCH_COLLECT_LIMIT + 5));
    // More matches than are collected: the brand index is walked.
    const common = (await agent.get('/api/clients?q=lot&page=999')).json;
    expect(common).toMatchObject({ total: 300, isTotalCapped: true, page: 20, pageCount: 20 });
    expect(brandsOf(common)).toEqual(lotNames(285, 15));
    // Fewer: they are collected and sorted.
    const some = (await agent.get('/api/clients?q=lot%200&page=20')).json;
    expect(some).toMatchObject({ total: 300, isTotalCapped: true, page: 20 });
    expect(brandsOf(some)).toEqual(lotNames(285, 15));
    const few = (await agent.get('/api/clients?q=lot%2000&page=7')).json;
    expect(few).toMatchObject({ total: 100, isTotalCapped: false, page: 7, pageCount: 7 });
    expect(brandsOf(few)).toEqual(lotNames(90, 10));
  });
});

describe('updating and deleting a client', () => {
  it('replaces the contacts, refreshes updatedAt and the search text', async () => {
    const { agent } = await newAgency();
    const created = await createClient(agent, {
      brandName: 'Avant',
      contacts: [contact('Ancien Contact'), contact('Autre Ancien')],
    });
    const response = await agent.put(`/api/clients/${created.id}`, {
      brandName: 'Après',
      contacts: [contact('Nouvelle Personne', { phone: '07 00 00 00 01' })],
    });
    expect(response.status).toBe(200);
    expect(response.json.brandName).toBe('Après');
    expect(response.json.contacts.map((c: { name: string }) => c.name)).toEqual([
      'Nouvelle Personne',
    ]);
    expect(response.json.updatedAt > created.updatedAt).toBe(true);
    expect(await listBrands(agent, '?q=ancien')).toEqual([]);
    expect(await listBrands(agent, '?q=0700000001')).toEqual(['Après']);
  });

  it('keeps the old contacts when the update fails half-way', async () => {
    const { agent } = await newAgency();
    const created = await createClient(agent, {
      brandName: 'Solide',
      contacts: [contact('Premier Contact')],
    });
    const response = await agent.put(`/api/clients/${created.id}`, {
      brandName: 'Cassé',
      contacts: [contact('Valide Contact'), { name: FAILING_CONTACT, email: 'x@exemple.fr' }],
    });
    expect(response.status).toBe(500);
    const shown = (await agent.get(`/api/clients/${created.id}`)).json;
    expect(shown).toMatchObject({ brandName: 'Solide', updatedAt: created.updatedAt });
    expect(shown.contacts.map((c: { name: string }) => c.name)).toEqual(['Premier Contact']);
  });

  it('deletes the client and its contacts', async () => {
    const { agent } = await newAgency();
    const created = await createClient(agent, {
      brandName: 'Éphémère',
      contacts: [contact('A B')],
    });
    expect((await agent.delete(`/api/clients/${created.id}`)).json).toEqual({ id: created.id });
    expect((await agent.get(`/api/clients/${created.id}`)).status).toBe(404);
    expect((await agent.get('/api/clients')).json.total).toBe(0);
    const left = await t.db
      .select()
      .from(clientContacts)
      .where(eq(clientContacts.clientId, created.id));
    expect(left).toEqual([]);
  });
});

describe('client access', () => {
  it("answers 404 for another agency's client and changes nothing", async () => {
    const owner = await newAgency();
    const intruder = await newAgency();
    const created = await createClient(owner.agent, {
      brandName: 'Confidentiel',
      contacts: [contact('Secret Contact')],
    });
    const attempts = [
      () => intruder.agent.get(`/api/clients/${created.id}`),
      () => intruder.agent.put(`/api/clients/${created.id}`, { brandName: 'Piraté', contacts: [] }),
      () => intruder.agent.delete(`/api/clients/${created.id}`),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.status).toBe(404);
      expect(response.json.error.message).toBe(fr.errors.documentNotFound);
    }
    expect((await intruder.agent.get('/api/clients')).json.total).toBe(0);
    expect((await owner.agent.get(`/api/clients/${created.id}`)).json).toEqual(created);
    expect((await owner.agent.get('/api/clients')).json.total).toBe(1);
  });

  it('refuses a member whose clients permission is off, and a visitor', async () => {
    const { agent, email } = await newAgency();
    await t.db
      .update(users)
      .set({ permissions: { ...allPermissions(true), clients: false } })
      .where(eq(users.email, email));
    const response = await agent.get('/api/clients');
    expect(response.status).toBe(403);
    expect(response.json.error.message).toBe(fr.errors.forbiddenSection);
    expect((await agent.post('/api/clients', { brandName: 'X' })).status).toBe(403);
    expect((await createAgent(t.app).get('/api/clients')).status).toBe(401);
    const [row] = await t.db.select().from(clients).where(eq(clients.brandName, 'X'));
    expect(row).toBeUndefined();
  });

  it('opens the client picker to the sections that choose a client, searched on the server', async () => {
    const { agent, email } = await newAgency();
    for (const brandName of ['Zéphyr Cosmétiques', 'Atelier Zeste', 'Maison Lumière']) {
      expect((await agent.post('/api/clients', { brandName, contacts: [] })).status).toBe(201);
    }
    const picked = await agent.get('/api/clients/picker?q=zep');
    expect(picked.json.items.map((c: { brandName: string }) => c.brandName)).toEqual([
      'Zéphyr Cosmétiques',
    ]);
    const setPermissions = (permissions: Record<string, boolean>) =>
      t.db
        .update(users)
        .set({ permissions: { ...allPermissions(true), ...permissions } })
        .where(eq(users.email, email));
    await setPermissions({ clients: false });
    const all = await agent.get('/api/clients/picker');
    expect(all.status).toBe(200);
    expect(all.json.items.map((c: { brandName: string }) => c.brandName)).toEqual([
      'Atelier Zeste',
      'Maison Lumière',
      'Zéphyr Cosmétiques',
    ]);
    expect((await agent.get('/api/clients')).status).toBe(403);
    await setPermissions({ clients: false, collaborations: false, casting: false });
    expect((await agent.get('/api/clients/picker')).status).toBe(403);
  });
});
