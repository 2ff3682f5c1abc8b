import { describe, expect, it } from 'vitest';
import { fr } from '#shared/i18n/fr';
import { contact, newAgency } from '#server/features/clients/clients-testing';

describe('a text over its limit (issue 11)', () => {
  it('is a 422 whose message names the field and gives the limit', async () => {
    const { agent } = await newAgency();
    const response = await agent.post('/api/clients', {
      brandName: 'M'.repeat(201),
      notes: 'n'.repeat(5001),
      contacts: [contact('Jeanne Roux', { role: 'r'.repeat(101) })],
    });
    expect(response.status).toBe(422);
    expect(response.json.error.message).toBe(
      'Le champ « Nom de la marque » accepte 200 caractères maximum.',
    );
    expect(response.json.error.fields).toEqual({
      brandName: fr.forms.maxLength(fr.clients.brandName, 200),
      notes: fr.forms.maxLength(fr.clients.notes, 5000),
      'contacts.0.role': fr.forms.maxLength(fr.clients.contactRole, 100),
    });
    expect(response.json.error.fields.notes).toMatch(/5\s000 caractères maximum/);
  });

  it('counts the text without its surrounding spaces, as the counter does', async () => {
    const { agent } = await newAgency();
    const response = await agent.post('/api/clients', { brandName: `  ${'M'.repeat(200)}  ` });
    expect(response.status).toBe(201);
  });
});
