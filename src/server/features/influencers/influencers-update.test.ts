import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { collaborationInfluencers, collaborations } from '#server/db/schema/collaborations';
import { users } from '#server/db/schema/identity';
import { allPermissions } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';
import {
  t,
  newAgency,
  influencer,
  create,
  listNames,
} from '#server/features/influencers/influencers-testing';

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
    const response = await agent.putCurrent(
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
      () => intruder.agent.putCurrent(path, influencer('Piraté')),
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
