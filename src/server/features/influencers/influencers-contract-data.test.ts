// Issue 31: a creator's data for the contract — email and tax residence country, and outside
// the EU its representative in the Union and its liability insurance.
import { describe, expect, it } from 'vitest';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';
import { fr } from '#shared/i18n/fr';
import { newAgency, create, influencer } from '#server/features/influencers/influencers-testing';

const party = complianceFields.influencer;

describe("an influencer's data for the contract", () => {
  it('is empty by default, then saved, returned, duplicated and named in its history', async () => {
    const { agent } = await newAgency();
    const created = await create(agent, influencer('Léa Dupont'));
    expect(created).toMatchObject({
      email: '',
      taxCountry: '',
      euRepresentative: '',
      hasLiabilityInsurance: false,
    });
    const updated = await agent.putCurrent(
      `/api/influencers/${created.id}`,
      influencer('Léa Dupont', {
        email: 'Lea@Exemple.fr',
        taxCountry: 'GB',
        euRepresentative: 'Cabinet Martin, 3 rue Royale, 75008 Paris',
        hasLiabilityInsurance: true,
      }),
    );
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    const read = (await agent.get(`/api/influencers/${created.id}`)).json;
    expect(read).toMatchObject({
      email: 'lea@exemple.fr',
      taxCountry: 'GB',
      euRepresentative: 'Cabinet Martin, 3 rue Royale, 75008 Paris',
      hasLiabilityInsurance: true,
    });
    const history = (await agent.get(`/api/history/influencer/${created.id}`)).json;
    expect(history.items[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'taxCountry', before: '', after: 'GB' },
        { field: 'hasLiabilityInsurance', before: false, after: true },
      ]),
    );
    const copy = (await agent.post(`/api/influencers/${created.id}/duplicate`)).json;
    expect(copy).toMatchObject({ email: 'lea@exemple.fr', taxCountry: 'GB' });
  });

  it('refuses an invalid email and a country outside the list, naming the field', async () => {
    const { agent } = await newAgency();
    const response = await agent.post(
      '/api/influencers',
      influencer('Léa Dupont', { email: 'lea.exemple.fr', taxCountry: 'ZZ' }),
    );
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({
      email: fr.fields.invalidEmail(party.email),
      taxCountry: complianceFields.messages.country(party.taxCountry),
    });
    const insurance = await agent.post(
      '/api/influencers',
      influencer('Léa Dupont', { hasLiabilityInsurance: 'oui' }),
    );
    expect(insurance.json.error.fields.hasLiabilityInsurance).toBe(
      fr.fields.invalid(party.hasLiabilityInsurance),
    );
  });
});
