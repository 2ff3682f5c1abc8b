import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { collaborationInfluencers, collaborations } from '#server/db/schema/collaborations';
import { users } from '#server/db/schema/identity';
import { allPermissions } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newAgency() {
  const agent = createAgent(t.app);
  const account = await signUpUser(agent);
  return { agent, agencyId: account.user.agencyId as string, email: account.email };
}

const VALID_SIRET = '73282932000074';

const influencer = (fullName: string, extra: Record<string, unknown> = {}) => ({
  fullName,
  username: fullName.toLowerCase().replace(/\s+/g, '.'),
  address: '12 rue des Lilas, 69003 Lyon',
  phoneNumber: '06 98 76 54 32',
  birthDate: '1995-04-12',
  siret: VALID_SIRET,
  internalReferent: 'Camille',
  ...extra,
});

async function create(agent: Agent, body: Record<string, unknown>) {
  const response = await agent.post('/api/influencers', body);
  expect(response.status).toBe(201);
  return response.json;
}

type Item = { fullName: string };
const names = (items: Item[]) => items.map((item) => item.fullName);
const listNames = async (agent: Agent, query = '') =>
  names((await agent.get(`/api/influencers${query}`)).json.items);
const pickNames = async (agent: Agent, query = '') =>
  names((await agent.get(`/api/influencers/picker${query}`)).json.items);

describe('creating and reading an influencer', () => {
  it('saves every field with platforms and rates in cents, and shows them', async () => {
    const { agent } = await newAgency();
    const created = await create(
      agent,
      influencer('Léa Moreau', {
        username: 'lea.moreau',
        siret: '732 829 320 00074',
        isExclusive: true,
        internalNotes: 'Très réactive',
        proposedTo: 'Maison Lumière',
        platforms: [
          { name: 'instagram', handle: '@lea.moreau', audience: 125000 },
          { name: 'tiktok', handle: '@leamoreau' },
        ],
        rates: [
          { type: 'reel_instagram', priceCents: 150050 },
          { type: 'ugc', priceCents: 0 },
        ],
      }),
    );
    expect(created).toMatchObject({
      fullName: 'Léa Moreau',
      username: 'lea.moreau',
      siret: VALID_SIRET,
      birthDate: '1995-04-12',
      isExclusive: true,
      isArchived: false,
      internalNotes: 'Très réactive',
      proposedTo: 'Maison Lumière',
      platforms: [
        { name: 'instagram', handle: '@lea.moreau', audience: 125000 },
        { name: 'tiktok', handle: '@leamoreau', audience: null },
      ],
      rates: [
        { type: 'reel_instagram', priceCents: 150050 },
        { type: 'ugc', priceCents: 0 },
      ],
      collaborations: [],
    });
    expect(created).not.toHaveProperty('searchText');
    expect(created).not.toHaveProperty('agencyId');
    expect((await agent.get(`/api/influencers/${created.id}`)).json).toEqual(created);
    const [item] = (await agent.get('/api/influencers')).json.items;
    expect(item).toEqual({
      id: created.id,
      fullName: 'Léa Moreau',
      username: 'lea.moreau',
      isExclusive: true,
      isArchived: false,
      mainPlatform: { name: 'instagram', handle: '@lea.moreau', audience: 125000 },
    });
  });

  it('shows the collaborations the influencer takes part in', async () => {
    const { agent, agencyId } = await newAgency();
    const created = await create(agent, influencer('Hugo Blanc'));
    const [collaboration] = await t.db
      .insert(collaborations)
      .values({
        agencyId,
        name: 'Rentrée',
        type: 'collaboration_sortante',
        brand: 'Papeterie Nord',
        manager: 'Léa',
        contactDate: '2026-08-20',
      })
      .returning();
    await t.db.insert(collaborationInfluencers).values({
      agencyId,
      collaborationId: collaboration!.id,
      influencerId: created.id,
      fullName: 'Hugo Blanc',
      rateCents: 80000,
      paidPercentage: 50,
    });
    const shown = (await agent.get(`/api/influencers/${created.id}`)).json;
    expect(shown.collaborations).toEqual([
      expect.objectContaining({
        id: collaboration!.id,
        name: 'Rentrée',
        brand: 'Papeterie Nord',
        status: 'pending',
        rateCents: 80000,
        paidPercentage: 50,
      }),
    ]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { agent } = await newAgency();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      for (const call of [
        () => agent.get(`/api/influencers/${id}`),
        () => agent.put(`/api/influencers/${id}`, influencer('X')),
        () => agent.delete(`/api/influencers/${id}`),
        () => agent.post(`/api/influencers/${id}/archive`),
        () => agent.post(`/api/influencers/${id}/duplicate`),
      ]) {
        const response = await call();
        expect(response.status).toBe(404);
        expect(response.json.error.message).toBe(fr.errors.documentNotFound);
      }
    }
  });
});

describe('influencer validation', () => {
  it('requires the seven fields of the form, naming each in French', async () => {
    const { agent } = await newAgency();
    const response = await agent.post('/api/influencers', {});
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({
      fullName: fr.fields.required('Nom complet'),
      username: fr.fields.required("Nom d'utilisateur"),
      address: fr.fields.required('Adresse'),
      phoneNumber: fr.fields.required('Téléphone'),
      birthDate: fr.fields.required('Date de naissance'),
      siret: fr.fields.required('SIRET'),
      internalReferent: fr.fields.required('Référent interne'),
    });
  });

  it('refuses a SIRET without 14 digits or with a wrong check digit', async () => {
    const { agent } = await newAgency();
    for (const siret of ['73282932000075', '7328293200007', '7328293200007A']) {
      const response = await agent.post('/api/influencers', influencer('Sam', { siret }));
      expect(response.status).toBe(422);
      expect(response.json.error.fields).toEqual({ siret: fr.fields.invalidSiret('SIRET') });
    }
  });

  it('wants a real birth date in the past', async () => {
    const { agent } = await newAgency();
    const cases: [string, string][] = [
      ['2024-02-30', fr.fields.invalidDate('Date de naissance')],
      ['12/04/1995', fr.fields.invalidDate('Date de naissance')],
      ['2999-01-01', fr.fields.pastDate('Date de naissance')],
    ];
    for (const [birthDate, message] of cases) {
      const response = await agent.post('/api/influencers', influencer('Sam', { birthDate }));
      expect(response.status).toBe(422);
      expect(response.json.error.fields.birthDate).toBe(message);
    }
  });

  it('checks platforms and rates', async () => {
    const { agent } = await newAgency();
    const response = await agent.post(
      '/api/influencers',
      influencer('Sam', {
        platforms: [{ name: 'myspace', handle: ' ', audience: -3 }],
        rates: [{ type: 'affiche', priceCents: 12.5 }],
      }),
    );
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({
      'platforms.0.name': fr.fields.invalid('Plateforme'),
      'platforms.0.handle': fr.fields.required('Identifiant'),
      'platforms.0.audience': fr.fields.wholeNumber('Audience'),
      'rates.0.type': fr.fields.invalid('Type de livrable'),
      'rates.0.priceCents': fr.fields.wholeNumber('Prix'),
    });
    expect((await agent.get('/api/influencers')).json.items).toEqual([]);
  });
});

describe('influencer list', () => {
  let agent: Agent;
  beforeAll(async () => {
    ({ agent } = await newAgency());
    await create(agent, influencer('Émile Roy', { platforms: [{ name: 'x', handle: '@roy' }] }));
    await create(agent, influencer('Zoé Laurent', { isExclusive: true }));
    await create(agent, influencer('Adam Morel', { username: 'adam_cuisine' }));
    await create(agent, influencer('bruno Caron', { isExclusive: true }));
    await create(
      agent,
      influencer('claire Petit', { platforms: [{ name: 'youtube', handle: 'ClaireVoyage' }] }),
    );
    const other = await newAgency();
    await create(other.agent, influencer('Adam Autre', { isExclusive: true }));
  });

  const ORDER = ['bruno Caron', 'Zoé Laurent', 'Adam Morel', 'claire Petit', 'Émile Roy'];

  it('puts exclusive influencers first, each group by name whatever the case or accents', async () => {
    expect(await listNames(agent)).toEqual(ORDER);
    expect(await listNames(agent, '?exclusive=true')).toEqual(ORDER.slice(0, 2));
    expect(await listNames(agent, '?exclusive=false')).toEqual(ORDER.slice(2));
  });

  it('pages with a cursor across the two groups, in the same order', async () => {
    for (const limit of [1, 2, 3]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await agent.get(`/api/influencers${query}`)).json;
        expect(page.items.length).toBeLessThanOrEqual(limit);
        seen.push(...names(page.items));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(ORDER);
    }
    const response = await agent.get('/api/influencers?cursor=nimporte-quoi');
    expect(response.status).toBe(422);
    expect(response.json.error.fields.cursor).toBe(fr.fields.invalid('Curseur'));
  });

  it('searches full name, username and platform handles, without accents or case', async () => {
    expect(await listNames(agent, '?q=EMILE')).toEqual(['Émile Roy']);
    expect(await listNames(agent, '?q=cuisine')).toEqual(['Adam Morel']);
    expect(await listNames(agent, '?q=clairevoy')).toEqual(['claire Petit']);
    expect(await listNames(agent, '?q=@roy')).toEqual(['Émile Roy']);
    expect(await listNames(agent, '?q=laurent')).toEqual(['Zoé Laurent']);
    expect(await listNames(agent, '?q=a')).toEqual(['Adam Morel']);
    expect(await listNames(agent, '?q=introuvable')).toEqual([]);
  });

  it('offers a picker by full name or username only, hiding given ids', async () => {
    expect(await pickNames(agent)).toEqual(ORDER);
    expect(await pickNames(agent, '?q=cuisine')).toEqual(['Adam Morel']);
    expect(await pickNames(agent, '?q=petit')).toEqual(['claire Petit']);
    expect(await pickNames(agent, '?q=clairevoyage')).toEqual([]);
    expect(await pickNames(agent, '?limit=2')).toEqual(ORDER.slice(0, 2));
    const all = (await agent.get('/api/influencers/picker')).json.items as { id: string }[];
    const hidden = [all[0]!.id, all[3]!.id].join(',');
    expect(await pickNames(agent, `?excludeIds=${hidden}`)).toEqual([
      'Zoé Laurent',
      'Adam Morel',
      'Émile Roy',
    ]);
    const tooMany = await agent.get('/api/influencers/picker?limit=51');
    expect(tooMany.status).toBe(422);
    expect((await agent.get('/api/influencers/picker?excludeIds=1,2')).status).toBe(422);
  });
});

describe('archive, restore and duplicate', () => {
  it('hides an archived influencer from the list and the picker until restored', async () => {
    const { agent } = await newAgency();
    const kept = await create(agent, influencer('Inès Garnier'));
    const archived = await create(agent, influencer('Jules Fabre'));
    const response = await agent.post(`/api/influencers/${archived.id}/archive`);
    expect(response.json).toEqual({ id: archived.id, isArchived: true });
    expect(await listNames(agent)).toEqual(['Inès Garnier']);
    expect(await pickNames(agent, '?q=jules')).toEqual([]);
    expect(await listNames(agent, '?archived=true')).toEqual(['Jules Fabre']);
    expect(await listNames(agent, '?archived=true&q=fabre')).toEqual(['Jules Fabre']);

    await agent.post(`/api/influencers/${archived.id}/restore`);
    expect(await listNames(agent)).toEqual(['Inès Garnier', 'Jules Fabre']);
    expect(await pickNames(agent, '?q=jules')).toEqual(['Jules Fabre']);
    expect(await listNames(agent, '?archived=true')).toEqual([]);
    expect(kept.isArchived).toBe(false);
  });

  it('duplicates without id or dates, suffixing the platform handles with _copy', async () => {
    const { agent } = await newAgency();
    const source = await create(
      agent,
      influencer('Nina Perrin', {
        isExclusive: true,
        platforms: [
          { name: 'instagram', handle: '@nina', audience: 5000 },
          { name: 'twitch', handle: 'ninalive' },
        ],
        rates: [{ type: 'twitch', priceCents: 30000 }],
      }),
    );
    const response = await agent.post(`/api/influencers/${source.id}/duplicate`);
    expect(response.status).toBe(201);
    const copy = response.json;
    expect(copy.id).not.toBe(source.id);
    expect(copy.createdAt >= source.createdAt).toBe(true);
    const { id: _a, createdAt: _b, updatedAt: _c, platforms: _d, ...sameFields } = source;
    expect(copy).toMatchObject(sameFields);
    expect(copy.platforms).toEqual([
      { name: 'instagram', handle: '@nina_copy', audience: 5000 },
      { name: 'twitch', handle: 'ninalive_copy', audience: null },
    ]);
    expect(await listNames(agent)).toEqual(['Nina Perrin', 'Nina Perrin']);
    expect(await listNames(agent, '?q=ninalive_copy')).toEqual(['Nina Perrin']);
  });
});

describe('updating and deleting an influencer', () => {
  it('replaces platforms and rates, and what the search finds', async () => {
    const { agent } = await newAgency();
    const created = await create(
      agent,
      influencer('Omar Diallo', {
        platforms: [{ name: 'instagram', handle: '@ancien_compte' }],
        rates: [{ type: 'post_instagram', priceCents: 1000 }],
      }),
    );
    const response = await agent.put(
      `/api/influencers/${created.id}`,
      influencer('Omar Diallo', {
        isExclusive: true,
        platforms: [{ name: 'youtube', handle: 'OmarCuisine', audience: 42 }],
        rates: [],
      }),
    );
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      isExclusive: true,
      platforms: [{ name: 'youtube', handle: 'OmarCuisine', audience: 42 }],
      rates: [],
    });
    expect(response.json.updatedAt > created.updatedAt).toBe(true);
    expect(await listNames(agent, '?q=ancien_compte')).toEqual([]);
    expect(await listNames(agent, '?q=omarcuisine')).toEqual(['Omar Diallo']);
  });

  it('deletes the influencer; their collaborations keep the name', async () => {
    const { agent, agencyId } = await newAgency();
    const created = await create(agent, influencer('Rose Vidal'));
    const [collaboration] = await t.db
      .insert(collaborations)
      .values({
        agencyId,
        name: 'Été',
        type: 'casting_interne',
        brand: 'B',
        manager: 'M',
        contactDate: '2026-06-01',
      })
      .returning();
    await t.db.insert(collaborationInfluencers).values({
      agencyId,
      collaborationId: collaboration!.id,
      influencerId: created.id,
      fullName: 'Rose Vidal',
    });
    expect((await agent.delete(`/api/influencers/${created.id}`)).json).toEqual({
      id: created.id,
    });
    expect((await agent.get(`/api/influencers/${created.id}`)).status).toBe(404);
    const [line] = await t.db
      .select()
      .from(collaborationInfluencers)
      .where(eq(collaborationInfluencers.collaborationId, collaboration!.id));
    expect(line).toMatchObject({ influencerId: null, fullName: 'Rose Vidal' });
  });
});

describe('influencer access', () => {
  it("answers 404 for another agency's influencer and changes nothing", async () => {
    const owner = await newAgency();
    const intruder = await newAgency();
    const created = await create(
      owner.agent,
      influencer('Yanis Faure', { platforms: [{ name: 'tiktok', handle: '@yanis' }] }),
    );
    const path = `/api/influencers/${created.id}`;
    for (const call of [
      () => intruder.agent.get(path),
      () => intruder.agent.put(path, influencer('Piraté')),
      () => intruder.agent.delete(path),
      () => intruder.agent.post(`${path}/archive`),
      () => intruder.agent.post(`${path}/restore`),
      () => intruder.agent.post(`${path}/duplicate`),
    ]) {
      const response = await call();
      expect(response.status).toBe(404);
      expect(response.json.error.message).toBe(fr.errors.documentNotFound);
    }
    expect((await intruder.agent.get('/api/influencers')).json.items).toEqual([]);
    expect((await owner.agent.get(path)).json).toEqual(created);
    expect(await listNames(owner.agent)).toEqual(['Yanis Faure']);
  });

  it('refuses a member whose influencers permission is off', async () => {
    const { agent, email } = await newAgency();
    await t.db
      .update(users)
      .set({ permissions: { ...allPermissions(true), influencers: false } })
      .where(eq(users.email, email));
    for (const response of [
      await agent.get('/api/influencers'),
      await agent.post('/api/influencers', influencer('Refusé')),
    ]) {
      expect(response.status).toBe(403);
      expect(response.json.error.message).toBe(fr.errors.forbiddenSection);
    }
    // The picker belongs to the screens that choose an influencer too.
    expect((await agent.get('/api/influencers/picker')).status).toBe(200);
    await t.db
      .update(users)
      .set({
        permissions: {
          ...allPermissions(false),
          clients: true,
        },
      })
      .where(eq(users.email, email));
    expect((await agent.get('/api/influencers/picker')).status).toBe(403);
  });
});
