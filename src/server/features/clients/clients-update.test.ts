import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAgent } from '#server/testing/harness';
import { clientContacts, clients } from '#server/db/schema/address-book';
import { users } from '#server/db/schema/identity';
import { allPermissions } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';
import {
  t,
  FAILING_CONTACT,
  newAgency,
  contact,
  createClient,
  listBrands,
} from '#server/features/clients/clients-testing';

describe('updating and deleting a client', () => {
  it('replaces the contacts, refreshes updatedAt and the search text', async () => {
    const { agent } = await newAgency();
    const created = await createClient(agent, {
      brandName: 'Avant',
      contacts: [contact('Ancien Contact'), contact('Autre Ancien')],
    });
    const response = await agent.putCurrent(`/api/clients/${created.id}`, {
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
    const response = await agent.putCurrent(`/api/clients/${created.id}`, {
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
    expect((await agent.delete(`/api/clients/${created.id}`)).json).toEqual({
      id: created.id,
      keptCollaborations: 0,
    });
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
      () => intruder.agent.putCurrent(`/api/clients/${created.id}`, { brandName: 'Piraté', contacts: [] }),
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
