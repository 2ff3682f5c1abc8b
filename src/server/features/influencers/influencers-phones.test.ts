import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { influencers } from '#server/db/schema/address-book';
import { fr } from '#shared/i18n/fr';
import { t, newAgency, influencer, create } from '#server/features/influencers/influencers-testing';

const invalidPhone = fr.influencersScreen.invalidPhone(fr.influencers.phoneNumber);

describe('influencer phones', () => {
  it('refuses a phone that is no number with a 422 naming the field', async () => {
    const { agent } = await newAgency();
    for (const phoneNumber of ['06 12 34', 'abc', '+33 6 12 34 56 78 9']) {
      const response = await agent.post(
        '/api/influencers',
        influencer('Léa Dupont', { phoneNumber }),
      );
      expect(response.status, phoneNumber).toBe(422);
      expect(response.json.error.fields).toEqual({ phoneNumber: invalidPhone });
    }
    expect(invalidPhone).toContain('« Téléphone »');
    expect((await agent.get('/api/influencers')).json.items).toEqual([]);
  });

  it('stores French and international numbers in E.164', async () => {
    const { agent } = await newAgency();
    const french = await create(agent, influencer('Léa Dupont', { phoneNumber: '06 12 34 56 78' }));
    const swiss = await create(
      agent,
      influencer('Nina Perrin', { phoneNumber: '+41 79 123 45 67' }),
    );
    expect([french.phoneNumber, swiss.phoneNumber]).toEqual(['+33612345678', '+41791234567']);
  });

  it('keeps a phone saved before the check while it is sent back unchanged, not a new one', async () => {
    const { agent } = await newAgency();
    const created = await create(agent, influencer('Léa Dupont'));
    // What an older version stored: free text.
    await t.db
      .update(influencers)
      .set({ phoneNumber: 'à demander' })
      .where(eq(influencers.id, created.id));

    const edited = await agent.putCurrent(
      `/api/influencers/${created.id}`,
      influencer('Léa Dupont', { phoneNumber: 'à demander', internalNotes: 'Rappeler en mai' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      phoneNumber: 'à demander',
      internalNotes: 'Rappeler en mai',
    });

    const changed = await agent.putCurrent(
      `/api/influencers/${created.id}`,
      influencer('Léa Dupont', { phoneNumber: 'à rappeler' }),
    );
    expect(changed.status).toBe(422);
    expect(changed.json.error.fields).toEqual({ phoneNumber: invalidPhone });

    const fixed = await agent.putCurrent(
      `/api/influencers/${created.id}`,
      influencer('Léa Dupont', { phoneNumber: '07 81 22 33 44' }),
    );
    expect(fixed.json.phoneNumber).toBe('+33781223344');
  });

  it("answers 404 for another agency's influencer, whatever its phone", async () => {
    const owner = await newAgency();
    const intruder = await newAgency();
    const created = await create(owner.agent, influencer('Léa Dupont'));
    const response = await intruder.agent.putCurrent(
      `/api/influencers/${created.id}`,
      influencer('Pirate', { phoneNumber: 'abc' }),
    );
    expect(response.status).toBe(404);
    expect((await owner.agent.get(`/api/influencers/${created.id}`)).json.fullName).toBe(
      'Léa Dupont',
    );
  });
});
