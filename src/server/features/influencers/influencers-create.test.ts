import { describe, expect, it } from 'vitest';
import { collaborationInfluencers, collaborations } from '#server/db/schema/collaborations';
import { fr } from '#shared/i18n/fr';
import {
  t,
  newAgency,
  VALID_SIRET,
  influencer,
  create,
} from '#server/features/influencers/influencers-testing';

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
        () => agent.putCurrent(`/api/influencers/${id}`, influencer('X')),
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
      ['2099-01-01', fr.fields.pastDate('Date de naissance')],
      // Days are in 1900–2100 (issue 10).
      ['2999-01-01', fr.fields.invalidDate('Date de naissance')],
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
