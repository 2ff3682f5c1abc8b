// Issue 31: the advertiser's data a written contract needs — legal name, postal address, email
// and tax residence country — saved, returned, checked, and named in its history.
import { describe, expect, it } from 'vitest';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';
import { fr } from '#shared/i18n/fr';
import { newAgency, createClient } from '#server/features/clients/clients-testing';

const party = complianceFields.client;

describe("a client's data for the contract", () => {
  it('is empty by default, then saved and returned (the email lower-cased)', async () => {
    const { agent } = await newAgency();
    const created = await createClient(agent, { brandName: 'Nike' });
    expect(created).toMatchObject({
      legalName: '',
      legalAddress: '',
      legalEmail: '',
      taxCountry: '',
    });
    const updated = await agent.putCurrent(`/api/clients/${created.id}`, {
      brandName: 'Nike',
      legalName: ' Nike France SAS ',
      legalAddress: '15 rue de la Paix, 75002 Paris',
      legalEmail: 'Juridique@Nike.fr',
      taxCountry: 'be',
    });
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    const read = (await agent.get(`/api/clients/${created.id}`)).json;
    expect(read).toMatchObject({
      legalName: 'Nike France SAS',
      legalAddress: '15 rue de la Paix, 75002 Paris',
      legalEmail: 'juridique@nike.fr',
      taxCountry: 'BE',
    });
    const history = (await agent.get(`/api/history/client/${created.id}`)).json;
    expect(history.items[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'legalName', before: '', after: 'Nike France SAS' },
        { field: 'taxCountry', before: '', after: 'BE' },
      ]),
    );
  });

  it('refuses an invalid email and a country outside the list, naming the field', async () => {
    const { agent } = await newAgency();
    const response = await agent.post('/api/clients', {
      brandName: 'Nike',
      legalEmail: 'juridique@',
      taxCountry: 'XK',
    });
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({
      legalEmail: fr.fields.invalidEmail(party.legalEmail),
      taxCountry: complianceFields.messages.country(party.taxCountry),
    });
    const france = await agent.post('/api/clients', { brandName: 'Nike', taxCountry: 'France' });
    expect(france.json.error.fields.taxCountry).toBe(
      complianceFields.messages.country(party.taxCountry),
    );
    const long = await agent.post('/api/clients', {
      brandName: 'Nike',
      legalAddress: 'x'.repeat(501),
    });
    expect(long.json.error.fields.legalAddress).toBe(fr.forms.maxLength(party.legalAddress, 500));
  });
});
