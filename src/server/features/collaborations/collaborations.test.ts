import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import {
  collaborationInfluencers,
  collaborations,
  deliverables,
} from '#server/db/schema/collaborations';
import { fr } from '#shared/i18n/fr';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const c = fr.collaborations;
let ipCounter = 0;

/** A signed-up agency owner with two clients and three influencers (one archived). */
async function createAgency() {
  ipCounter += 1;
  const agent = createAgent(t.app, `198.51.100.${ipCounter}`);
  const account = await signUpUser(agent);
  const client = async (brandName: string) =>
    (await agent.post('/api/clients', { brandName })).json.id as string;
  const influencer = async (fullName: string, username: string) =>
    (
      await agent.post('/api/influencers', {
        fullName,
        username,
        address: '1 rue de la Paix, Paris',
        phoneNumber: '06 12 34 56 78',
        birthDate: '1995-04-12',
        siret: '73282932000074',
        internalReferent: 'Camille',
      })
    ).json.id as string;
  const ids = {
    lancome: await client('Lancôme'),
    nike: await client('Nike'),
    lea: await influencer('Léa Dupont', 'lea.dupont'),
    tom: await influencer('Tom Martin', 'tomtom'),
    zoe: await influencer('Zoé Archivée', 'zoe'),
  };
  expect((await agent.post(`/api/influencers/${ids.zoe}/archive`)).status).toBe(200);
  return { agent, account, ...ids };
}
type Agency = Awaited<ReturnType<typeof createAgency>>;

const deliverable = (priceCents: number, type = 'post_instagram') => ({
  type,
  description: 'Un post',
  priceCents,
  isPosted: false,
});

function body(agency: Agency, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Été Radieux',
    type: 'collaboration_entrante',
    clientId: agency.lancome,
    contactDate: '2026-03-02',
    signatureDate: '',
    manager: 'Camille Martin',
    influencers: [],
    ...overrides,
  };
}

async function create(agency: Agency, overrides: Record<string, unknown> = {}) {
  const response = await agency.agent.post('/api/collaborations', body(agency, overrides));
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json;
}

async function listNames(agent: Agent, query: string) {
  const response = await agent.get(`/api/collaborations?${query}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json.items.map((item: { name: string }) => item.name);
}

async function countChildren(collaborationId: string) {
  const lines = await t.db
    .select({ id: collaborationInfluencers.id })
    .from(collaborationInfluencers)
    .where(eq(collaborationInfluencers.collaborationId, collaborationId));
  const ids = lines.map((line) => line.id);
  const [items] = ids.length
    ? await t.db
        .select({ n: count() })
        .from(deliverables)
        .where(inArray(deliverables.collaborationInfluencerId, ids))
    : [{ n: 0 }];
  return { lines: lines.length, deliverables: items?.n ?? 0 };
}

let a: Agency;
let b: Agency;
beforeAll(async () => {
  a = await createAgency();
  b = await createAgency();
});

describe('create and read', () => {
  it('computes rates and the total on the server, ignoring sent amounts', async () => {
    const created = await create(a, {
      totalCents: 1,
      influencers: [
        {
          influencerId: a.lea,
          rateCents: 5,
          paidPercentage: 50,
          deliverables: [deliverable(150_000), deliverable(50_050, 'Vidéo unboxing')],
        },
        { influencerId: a.tom, deliverables: [deliverable(99_950, 'tiktok')] },
      ],
    });
    expect(created).toMatchObject({
      brand: 'Lancôme',
      clientId: a.lancome,
      signatureDate: null,
      billingStatus: 'pending',
      status: 'pending',
      totalCents: 300_000,
      postProgress: 0,
    });
    expect(Object.values(created.indicators)).toEqual(Array(6).fill(false));
    const [lea, tom] = created.influencers;
    expect(lea).toMatchObject({
      influencerId: a.lea,
      fullName: 'Léa Dupont',
      rateCents: 200_050,
      paidPercentage: 50,
      amountToInvoiceCents: 100_025,
    });
    expect(lea.deliverables.map((d: { type: string }) => d.type)).toEqual([
      'post_instagram',
      'Vidéo unboxing',
    ]);
    expect(tom).toMatchObject({ fullName: 'Tom Martin', rateCents: 99_950 });

    const [row] = await t.db.select().from(collaborations).where(eq(collaborations.id, created.id));
    expect(row).toMatchObject({ totalCents: 300_000, searchText: 'ete radieux lancome' });
    const rates = await t.db
      .select({ rateCents: collaborationInfluencers.rateCents })
      .from(collaborationInfluencers)
      .where(eq(collaborationInfluencers.collaborationId, created.id))
      .orderBy(collaborationInfluencers.position);
    expect(rates.map((r) => r.rateCents)).toEqual([200_050, 99_950]);

    const { items } = (await a.agent.get('/api/collaborations')).json;
    expect(items.find((item: { id: string }) => item.id === created.id)).toEqual({
      id: created.id,
      name: 'Été Radieux',
      type: 'collaboration_entrante',
      brand: 'Lancôme',
      clientId: a.lancome,
      contactDate: '2026-03-02',
      signatureDate: null,
      manager: 'Camille Martin',
      status: 'pending',
      indicators: created.indicators,
      influencerCount: 2,
      totalCents: 300_000,
    });
    expect((await a.agent.get(`/api/collaborations/${created.id}`)).json).toEqual(created);
  });

  it('derives the status and indicators from the switches', async () => {
    const { id } = await create(a);
    const save = async (overrides: Record<string, unknown>) =>
      (await a.agent.put(`/api/collaborations/${id}`, body(a, overrides))).json;
    const quoted = await save({ isQuoteSent: true, quoteNumber: 'D-12', postProgress: 50 });
    expect(quoted).toMatchObject({ status: 'in_progress', quoteNumber: 'D-12' });
    expect(quoted.indicators).toMatchObject({ quoteSent: true, postPublished: false });
    const paid = await save({
      isPaymentReceived: true,
      isInvoiceSent: true,
      isContractSigned: true,
      isCastingValidated: true,
      postProgress: 100,
      // The quote switch is off: its number goes with it.
      quoteNumber: 'D-12',
    });
    expect(paid).toMatchObject({ status: 'completed', quoteNumber: '', invoiceNumber: '' });
    expect(paid.indicators).toEqual({
      quoteSent: false,
      contractSigned: true,
      castingValidated: true,
      postPublished: true,
      invoiceSent: true,
      paymentReceived: true,
    });
    const unsent = await save({ isInvoiceSent: false, invoiceNumber: 'F-2026-001' });
    expect(unsent).toMatchObject({ isInvoiceSent: false, invoiceNumber: '', status: 'pending' });
  });
});

describe('edit', () => {
  it('replaces influencers and deliverables; a refused edit leaves the old ones', async () => {
    const created = await create(a, {
      influencers: [
        { influencerId: a.lea, deliverables: [deliverable(1_000), deliverable(2_000)] },
        { influencerId: a.tom, deliverables: [deliverable(3_000)] },
      ],
    });
    const leaLine = created.influencers[0].id;
    const edited = await a.agent.put(
      `/api/collaborations/${created.id}`,
      body(a, {
        clientId: a.nike,
        influencers: [{ ...created.influencers[0], deliverables: [deliverable(4_000, 'ugc')] }],
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ brand: 'Nike', totalCents: 4_000 });
    expect(edited.json.influencers).toHaveLength(1);
    expect(edited.json.influencers[0]).toMatchObject({ id: leaLine, rateCents: 4_000 });
    expect(await countChildren(created.id)).toEqual({ lines: 1, deliverables: 1 });

    const before = (await a.agent.get(`/api/collaborations/${created.id}`)).json;
    const badDeliverable = await a.agent.put(
      `/api/collaborations/${created.id}`,
      body(a, {
        influencers: [
          { influencerId: a.lea, deliverables: [deliverable(10), deliverable(-1)] },
          { influencerId: a.tom, deliverables: [] },
        ],
      }),
    );
    expect(badDeliverable.status).toBe(422);
    expect(badDeliverable.json.error.fields).toEqual({
      'influencers.0.deliverables.1.priceCents': fr.fields.wholeNumber(c.deliverablePrice),
    });
    const theirInfluencer = await a.agent.put(
      `/api/collaborations/${created.id}`,
      body(a, {
        influencers: [
          { influencerId: a.tom, deliverables: [deliverable(5)] },
          { influencerId: b.lea, deliverables: [] },
        ],
      }),
    );
    expect(theirInfluencer.status).toBe(404);
    expect((await a.agent.get(`/api/collaborations/${created.id}`)).json).toEqual(before);
    expect(await countChildren(created.id)).toEqual({ lines: 1, deliverables: 1 });
  });

  it('keeps an archived or deleted influencer already in it, but adds no archived one', async () => {
    const added = await a.agent.post(
      '/api/collaborations',
      body(a, { influencers: [{ influencerId: a.zoe, deliverables: [] }] }),
    );
    expect(added.status).toBe(422);
    expect(added.json.error.fields['influencers.0.influencerId']).toBe(
      c.messages.archivedInfluencer(c.influencer),
    );

    const gone = (
      await a.agent.post('/api/influencers', {
        fullName: 'Inès Partie',
        username: 'ines',
        address: 'Lyon',
        phoneNumber: '0600000000',
        birthDate: '1990-01-01',
        siret: '73282932000074',
        internalReferent: 'Camille',
      })
    ).json.id;
    const kept = (await a.agent.post('/api/clients', { brandName: 'Éphémère' })).json.id;
    const created = await create(a, {
      clientId: kept,
      influencers: [
        { influencerId: gone, deliverables: [deliverable(700)] },
        { influencerId: a.lea, deliverables: [] },
      ],
    });
    await a.agent.post(`/api/influencers/${a.lea}/archive`);
    await a.agent.delete(`/api/influencers/${gone}`);
    await a.agent.delete(`/api/clients/${kept}`);
    const before = (await a.agent.get(`/api/collaborations/${created.id}`)).json;
    expect(before).toMatchObject({ clientId: null, brand: 'Éphémère' });
    expect(before.influencers[0]).toMatchObject({ influencerId: null, fullName: 'Inès Partie' });

    const saved = await a.agent.put(
      `/api/collaborations/${created.id}`,
      body(a, { clientId: null, influencers: before.influencers, isQuoteSent: true }),
    );
    await a.agent.post(`/api/influencers/${a.lea}/restore`);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({ brand: 'Éphémère', status: 'in_progress', totalCents: 700 });
    expect(saved.json.influencers.map((line: { fullName: string }) => line.fullName)).toEqual([
      'Inès Partie',
      'Léa Dupont',
    ]);
    // Without its line id, a line with no influencer cannot be written.
    const orphan = await a.agent.put(
      `/api/collaborations/${created.id}`,
      body(a, { clientId: null, influencers: [{ influencerId: null }] }),
    );
    expect(orphan.status).toBe(422);
    expect(orphan.json.error.fields['influencers.0.influencerId']).toBe(
      fr.fields.required(c.influencer),
    );
    // A collaboration that has a client needs one.
    const withoutClient = await a.agent.post('/api/collaborations', body(a, { clientId: null }));
    expect(withoutClient.json.error.fields.clientId).toBe(fr.fields.required(c.client));
  });
});

describe('list', () => {
  let agency: Agency;
  beforeAll(async () => {
    agency = await createAgency();
    const specs = [
      ['Été Radieux', 'lancome', 'collaboration_entrante', {}],
      ['Rentrée sportive', 'nike', 'collaboration_sortante', { isQuoteSent: true }],
      ['Noël en famille', 'nike', 'casting_interne', { isPaymentReceived: true }],
      [
        'Soldes d’hiver',
        'lancome',
        'collaboration_entrante',
        { isQuoteSent: true, isPaymentReceived: true },
      ],
      ['Printemps', 'nike', 'casting_externe', {}],
    ] as const;
    for (const [index, [name, client, type, flags]] of specs.entries()) {
      await create(agency, {
        name,
        clientId: agency[client],
        type,
        contactDate: `2026-01-0${index + 1}`,
        ...flags,
      });
    }
  });

  it('reads newest contact first, filtered by status on the server', async () => {
    expect(await listNames(agency.agent, '')).toEqual([
      'Printemps',
      'Soldes d’hiver',
      'Noël en famille',
      'Rentrée sportive',
      'Été Radieux',
    ]);
    expect(await listNames(agency.agent, 'status=completed')).toEqual([
      'Soldes d’hiver',
      'Noël en famille',
    ]);
    expect(await listNames(agency.agent, 'status=in_progress')).toEqual(['Rentrée sportive']);
    expect(await listNames(agency.agent, 'status=pending')).toEqual(['Printemps', 'Été Radieux']);
    expect(await listNames(agency.agent, 'status=all&sort=oldest')).toEqual([
      'Été Radieux',
      'Rentrée sportive',
      'Noël en famille',
      'Soldes d’hiver',
      'Printemps',
    ]);
  });

  it('filters by type and searches name or brand without accents or case', async () => {
    expect(await listNames(agency.agent, 'type=collaboration_entrante')).toEqual([
      'Soldes d’hiver',
      'Été Radieux',
    ]);
    expect(await listNames(agency.agent, 'q=ETE')).toEqual(['Été Radieux']);
    expect(await listNames(agency.agent, 'q=noel')).toEqual(['Noël en famille']);
    expect(await listNames(agency.agent, 'q=lancôme&status=completed')).toEqual(['Soldes d’hiver']);
    expect(await listNames(agency.agent, 'q=NIK&type=casting_externe')).toEqual(['Printemps']);
    // One or two letters: the start of the name or of the brand.
    expect(await listNames(agency.agent, 'q=n')).toEqual([
      'Printemps',
      'Noël en famille',
      'Rentrée sportive',
    ]);
    expect(await listNames(agency.agent, 'q=%25')).toEqual([]);
    expect(await listNames(b.agent, 'q=printemps')).toEqual([]);
  });

  it('pages with a cursor, without repeats or gaps, even within one day', async () => {
    const paged = await createAgency();
    for (let index = 0; index < 7; index += 1) {
      await create(paged, { name: `Campagne ${index}`, contactDate: '2026-05-01' });
    }
    for (const sort of ['newest', 'oldest']) {
      const names: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `sort=${sort}&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await paged.agent.get(`/api/collaborations?${query}`)).json;
        expect(page.items.length).toBeLessThanOrEqual(3);
        names.push(...page.items.map((item: { name: string }) => item.name));
        cursor = page.nextCursor;
      } while (cursor);
      const expected = Array.from({ length: 7 }, (_, i) => `Campagne ${i}`);
      expect(names).toEqual(sort === 'newest' ? expected.reverse() : expected);
    }
    const forged = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const cursor of [
      'abc',
      forged(['2026-02-30', '2026-01-01 10:00:00+00', id]),
      forged(['2026-01-01', '2026-01-01 24:00:00.5+00', id]),
      forged(['2026-01-01', '2026-01-01 10:00:00+00', 'x']),
    ]) {
      const bad = await paged.agent.get(`/api/collaborations?cursor=${cursor}`);
      expect(bad.status).toBe(422);
      expect(bad.json.error.fields.cursor).toBe(fr.fields.invalid(c.cursor));
    }
    const fine = forged(['2026-01-01', '2026-01-01 10:00:00.123456+01:30', id]);
    expect((await paged.agent.get(`/api/collaborations?cursor=${fine}`)).status).toBe(200);
    expect((await paged.agent.get('/api/collaborations?status=done')).status).toBe(422);
  });
});

describe('delete', () => {
  it('removes the collaboration with its influencers and deliverables', async () => {
    const { id } = await create(a, {
      influencers: [{ influencerId: a.tom, deliverables: [deliverable(1), deliverable(2)] }],
    });
    expect(await countChildren(id)).toEqual({ lines: 1, deliverables: 2 });
    const deleted = await a.agent.delete(`/api/collaborations/${id}`);
    expect(deleted.json).toEqual({ id });
    expect(await countChildren(id)).toEqual({ lines: 0, deliverables: 0 });
    expect((await a.agent.get(`/api/collaborations/${id}`)).status).toBe(404);
    expect((await a.agent.delete(`/api/collaborations/${id}`)).status).toBe(404);
  });
});

describe('validation', () => {
  it('names every missing field in French', async () => {
    const response = await a.agent.post('/api/collaborations', {});
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({
      name: fr.fields.required(c.name),
      type: fr.fields.invalid(c.type),
      clientId: fr.fields.required(c.client),
      contactDate: fr.fields.required(c.contactDate),
      manager: fr.fields.required(c.manager),
    });
    expect(response.json.error.message).toBe(fr.fields.required(c.name));
  });

  it('refuses bad values, naming the nested field', async () => {
    const response = await a.agent.post(
      '/api/collaborations',
      body(a, {
        contactDate: '2026-02-30',
        signatureDate: 'demain',
        postProgress: 40,
        influencers: [
          {
            influencerId: a.lea,
            paidPercentage: 101,
            deliverables: [deliverable(1.5), { ...deliverable(1), type: 'x'.repeat(61) }],
          },
          { influencerId: a.lea.toUpperCase() },
          { influencerId: 'pas-un-id' },
        ],
      }),
    );
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({
      contactDate: fr.fields.invalidDate(c.contactDate),
      signatureDate: fr.fields.invalidDate(c.signatureDate),
      postProgress: c.messages.postProgress(c.postProgress),
      'influencers.0.paidPercentage': c.messages.percentage(c.paidPercentage),
      'influencers.0.deliverables.0.priceCents': fr.fields.wholeNumber(c.deliverablePrice),
      'influencers.0.deliverables.1.type': fr.fields.tooLong(c.deliverableType),
      'influencers.2.influencerId': fr.fields.invalid(c.influencer),
    });
    const duplicate = await a.agent.post(
      '/api/collaborations',
      body(a, { influencers: [{ influencerId: a.lea }, { influencerId: a.lea.toUpperCase() }] }),
    );
    expect(duplicate.json.error.fields).toEqual({
      'influencers.1.influencerId': c.messages.duplicateInfluencer(c.influencer),
    });
    const tooMuch = await a.agent.post(
      '/api/collaborations',
      body(a, {
        influencers: [
          { influencerId: a.lea, deliverables: [deliverable(2_000_000_000)] },
          { influencerId: a.tom, deliverables: [deliverable(2_000_000_000)] },
        ],
      }),
    );
    expect(tooMuch.json.error.fields).toEqual({
      influencers: c.messages.totalTooLarge(c.influencers),
    });
  });
});

describe('tenant isolation and permissions', () => {
  it("answers 404 for another agency's collaboration, client or influencer, writing nothing", async () => {
    const theirs = await create(b, {
      influencers: [{ influencerId: b.lea, deliverables: [deliverable(100)] }],
    });
    const mine = await create(a);
    const countMine = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(collaborations)
          .where(eq(collaborations.agencyId, a.account.user.agencyId))
      )[0]?.n;
    const before = await countMine();

    expect((await a.agent.get(`/api/collaborations/${theirs.id}`)).status).toBe(404);
    expect((await a.agent.put(`/api/collaborations/${theirs.id}`, body(a))).status).toBe(404);
    expect((await a.agent.delete(`/api/collaborations/${theirs.id}`)).status).toBe(404);
    expect((await a.agent.get('/api/collaborations/not-a-uuid')).status).toBe(404);
    const theirClient = await a.agent.post('/api/collaborations', body(a, { clientId: b.nike }));
    expect(theirClient.status).toBe(404);
    expect(theirClient.json.error.message).toBe(fr.errors.documentNotFound);
    const theirInfluencer = await a.agent.post(
      '/api/collaborations',
      body(a, { influencers: [{ influencerId: b.tom }] }),
    );
    expect(theirInfluencer.status).toBe(404);
    const onMine = await a.agent.put(
      `/api/collaborations/${mine.id}`,
      body(a, { name: 'Piraté', clientId: b.lancome }),
    );
    expect(onMine.status).toBe(404);

    expect(await countMine()).toBe(before);
    expect((await a.agent.get(`/api/collaborations/${mine.id}`)).json.name).toBe('Été Radieux');
    expect((await b.agent.get(`/api/collaborations/${theirs.id}`)).json).toEqual(theirs);
    const names = await listNames(a.agent, 'limit=100');
    expect(names).not.toContain('Piraté');
    const ids = (await a.agent.get('/api/collaborations?limit=100')).json.items.map(
      (item: { id: string }) => item.id,
    );
    expect(ids).not.toContain(theirs.id);
  });

  it('refuses a member whose collaborations flag is off (403)', async () => {
    const code = (await a.agent.get('/api/account')).json.agency.joinCode;
    const member = createAgent(t.app, '192.0.2.50');
    const { user } = await signUpUser(member, { agency: { code } });
    expect((await member.get('/api/collaborations')).status).toBe(200);
    const managers = (await member.get('/api/collaborations/managers')).json.managers;
    expect(managers.map((m: { name: string }) => m.name)).toEqual(
      [a.account.user, user].map((u) => `${u.firstName} ${u.lastName}`).sort(),
    );
    // The form's client and influencer pickers stay open to a member who only has this section.
    for (const key of ['clients', 'influencers']) {
      await a.agent.put(`/api/account/team/${user.id}/permissions`, { key, value: false });
    }
    expect((await member.get('/api/clients')).status).toBe(403);
    expect((await member.get('/api/clients/picker?q=lanc')).json.items).toEqual([
      { id: a.lancome, brandName: 'Lancôme' },
    ]);
    const picked = (await member.get(`/api/influencers/picker?excludeIds=${a.lea}`)).json.items;
    expect(picked.map((i: { fullName: string }) => i.fullName)).toEqual(['Tom Martin']);
    expect((await member.post('/api/collaborations', body(a))).status).toBe(201);

    await a.agent.put(`/api/account/team/${user.id}/permissions`, {
      key: 'collaborations',
      value: false,
    });
    const refused = await member.get('/api/collaborations');
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(fr.errors.forbiddenSection);
    expect((await member.post('/api/collaborations', body(a))).status).toBe(403);
    expect((await member.get('/api/collaborations/managers')).status).toBe(403);
  });
});
