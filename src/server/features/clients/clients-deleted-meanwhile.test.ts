import { describe, expect, it } from 'vitest';
import { contact, createClient, newAgency } from '#server/features/clients/clients-testing';

// Issue 27, item 6: a colleague deleted the client while another had it open. The answer the
// screen shows is French; the spec's 'Document not found' survives only as the code.
const GONE = "Cet élément n'existe plus (il a peut-être été supprimé).";

describe('a client deleted while someone else has it open', () => {
  it('answers 404 in French to reading, saving and deleting it again', async () => {
    const { agent } = await newAgency();
    const created = await createClient(agent, {
      brandName: 'Maison Éphémère',
      contacts: [contact('Claire Martin')],
    });
    expect((await agent.delete(`/api/clients/${created.id}`)).status).toBe(200);

    const attempts = [
      () => agent.get(`/api/clients/${created.id}`),
      () => agent.putCurrent(`/api/clients/${created.id}`, { brandName: 'Renommée', contacts: [] }),
      () => agent.delete(`/api/clients/${created.id}`),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.status).toBe(404);
      expect(response.json.error).toEqual({ code: 'not_found', message: GONE });
    }
  });

  it('names the vanished client in French when a deal refers to it', async () => {
    const { agent } = await newAgency();
    const created = await createClient(agent, { brandName: 'Partie', contacts: [] });
    await agent.delete(`/api/clients/${created.id}`);
    const response = await agent.post('/api/collaborations', {
      name: 'Lancement',
      type: 'collaboration_entrante',
      clientId: created.id,
      contactDate: '2026-03-02',
      manager: 'Camille Martin',
    });
    expect(response.status).toBe(404);
    expect(response.json.error.message).toBe(GONE);
  });
});
