import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientContacts } from '#server/db/schema/address-book';
import { fr } from '#shared/i18n/fr';
import {
  t,
  newAgency,
  contact,
  createClient,
  listBrands,
} from '#server/features/clients/clients-testing';

const invalidPhone = fr.clientsScreen.invalidPhone(fr.clients.contactPhone);

describe('contact phones', () => {
  it('refuses a phone that is no number with a 422 naming the contact field', async () => {
    const { agent } = await newAgency();
    const response = await agent.post('/api/clients', {
      brandName: 'Maison Lumière',
      contacts: [
        contact('Jeanne Roux', { phone: '06 12 34 56 78' }),
        contact('Paul Martin', { phone: '06 12 34' }),
      ],
    });
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({ 'contacts.1.phone': invalidPhone });
    expect(response.json.error.message).toBe(invalidPhone);
    expect(invalidPhone).toContain('« Téléphone du contact »');
    expect(await listBrands(agent)).toEqual([]);
  });

  it('stores French and international numbers in E.164 and finds them however typed', async () => {
    const { agent } = await newAgency();
    const created = await createClient(agent, {
      brandName: 'Maison Lumière',
      contacts: [
        contact('Jeanne Roux', { phone: '06.12.34.56.78' }),
        contact('John Smith', { phone: '+44 20 7946 0958' }),
        contact('Paul Martin'),
      ],
    });
    expect(created.contacts.map((c: { phone: string }) => c.phone)).toEqual([
      '+33612345678',
      '+442079460958',
      '',
    ]);
    for (const typed of ['06 12 34 56 78', '0612345678', '+33 6 12 34 56 78', '+44 20 7946 0958']) {
      expect(await listBrands(agent, `?q=${encodeURIComponent(typed)}`), typed).toEqual([
        'Maison Lumière',
      ]);
    }
  });

  it('keeps a phone saved before the check while it is sent back unchanged, not a new one', async () => {
    const { agent } = await newAgency();
    const created = await createClient(agent, {
      brandName: 'Ancienne',
      contacts: [contact('Jeanne Roux', { phone: '06 12 34 56 78' })],
    });
    // What an older version stored: free text.
    await t.db
      .update(clientContacts)
      .set({ phone: 'n/c' })
      .where(eq(clientContacts.clientId, created.id));

    const renamed = await agent.putCurrent(`/api/clients/${created.id}`, {
      brandName: 'Ancienne Maison',
      contacts: [contact('Jeanne Roux', { phone: 'n/c' })],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.contacts[0].phone).toBe('n/c');

    const changed = await agent.putCurrent(`/api/clients/${created.id}`, {
      brandName: 'Ancienne Maison',
      contacts: [
        contact('Jeanne Roux', { phone: 'n/c' }),
        contact('Paul Martin', { phone: 'pas de numéro' }),
      ],
    });
    expect(changed.status).toBe(422);
    expect(changed.json.error.fields).toEqual({ 'contacts.1.phone': invalidPhone });
    // Nothing was written: the refusal rolls the whole request back.
    const shown = (await agent.get(`/api/clients/${created.id}`)).json;
    expect(shown.contacts.map((c: { name: string }) => c.name)).toEqual(['Jeanne Roux']);
  });

  it("does not keep another client's old phone", async () => {
    const { agent } = await newAgency();
    const old = await createClient(agent, {
      brandName: 'Ancienne',
      contacts: [contact('Jeanne Roux', { phone: '06 12 34 56 78' })],
    });
    await t.db
      .update(clientContacts)
      .set({ phone: 'n/c' })
      .where(eq(clientContacts.clientId, old.id));
    const other = await createClient(agent, { brandName: 'Autre' });
    const response = await agent.putCurrent(`/api/clients/${other.id}`, {
      brandName: 'Autre',
      contacts: [contact('Paul Martin', { phone: 'n/c' })],
    });
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({ 'contacts.0.phone': invalidPhone });
  });
});
