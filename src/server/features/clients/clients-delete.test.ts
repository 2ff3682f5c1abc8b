import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { collaborations } from '#server/db/schema/collaborations';
import type { Agent } from '#server/testing/harness';
import { t, newAgency, createClient } from '#server/features/clients/clients-testing';

// docs/decisions/0020: deleting a client keeps its collaborations, detached, with their brand.

// A client named this way makes the database fail while it is deleted (a trigger set up below).
const FAILING_BRAND = 'Suppression impossible';

beforeAll(async () => {
  await t.db.execute(sql`
    create function fail_on_marked_client() returns trigger language plpgsql as $$
    begin
      if old.brand_name = ${sql.raw(`'${FAILING_BRAND}'`)} then raise exception 'provoked failure'; end if;
      return old;
    end $$`);
  await t.db.execute(sql`
    create trigger fail_on_marked_client before delete on clients
    for each row execute function fail_on_marked_client()`);
});

async function createCollaboration(agent: Agent, clientId: string, name: string) {
  const response = await agent.post('/api/collaborations', {
    name,
    type: 'collaboration_entrante',
    clientId,
    contactDate: '2026-03-02',
    manager: 'Camille Martin',
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as { id: string };
}

const clientIdOf = async (id: string) =>
  (
    await t.db
      .select({ clientId: collaborations.clientId })
      .from(collaborations)
      .where(eq(collaborations.id, id))
  )[0]?.clientId;

describe('deleting a client with collaborations', () => {
  it('says how many collaborations are linked, then keeps them, detached, with their brand', async () => {
    const { agent } = await newAgency();
    const client = await createClient(agent, { brandName: 'Maison Lumière' });
    const other = await createClient(agent, { brandName: 'Atelier Nord' });
    const spring = await createCollaboration(agent, client.id, 'Printemps');
    const summer = await createCollaboration(agent, client.id, 'Été');
    const elsewhere = await createCollaboration(agent, other.id, 'Hiver');

    expect((await agent.get(`/api/clients/${client.id}`)).json.collaborationCount).toBe(2);
    expect((await agent.get(`/api/clients/${other.id}`)).json.collaborationCount).toBe(1);

    const deleted = await agent.delete(`/api/clients/${client.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ id: client.id, keptCollaborations: 2 });
    expect((await agent.get(`/api/clients/${client.id}`)).status).toBe(404);

    for (const kept of [spring, summer]) {
      const shown = await agent.get(`/api/collaborations/${kept.id}`);
      expect(shown.status).toBe(200);
      expect(shown.json).toMatchObject({ clientId: null, brand: 'Maison Lumière' });
    }
    expect(await clientIdOf(elsewhere.id)).toBe(other.id);
    const names = (await agent.get('/api/collaborations')).json.items.map(
      (item: { name: string; brand: string }) => `${item.name} · ${item.brand}`,
    );
    expect(names.sort()).toEqual([
      'Hiver · Atelier Nord',
      'Printemps · Maison Lumière',
      'Été · Maison Lumière',
    ]);
  });

  it('lets a kept collaboration be edited without a client, its brand frozen', async () => {
    const { agent } = await newAgency();
    const client = await createClient(agent, { brandName: 'Maison Lumière' });
    const kept = await createCollaboration(agent, client.id, 'Printemps');
    await agent.delete(`/api/clients/${client.id}`);

    const edited = await agent.putCurrent(`/api/collaborations/${kept.id}`, {
      name: 'Printemps 2026',
      type: 'collaboration_entrante',
      clientId: null,
      contactDate: '2026-03-02',
      manager: 'Camille Martin',
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json).toMatchObject({
      name: 'Printemps 2026',
      clientId: null,
      brand: 'Maison Lumière',
    });
  });

  it('detaches nothing when the deletion fails: one transaction', async () => {
    const { agent } = await newAgency();
    const client = await createClient(agent, { brandName: FAILING_BRAND });
    const kept = await createCollaboration(agent, client.id, 'Printemps');

    const response = await agent.delete(`/api/clients/${client.id}`);
    expect(response.status).toBe(500);
    expect(await clientIdOf(kept.id)).toBe(client.id);
    expect((await agent.get(`/api/clients/${client.id}`)).json.collaborationCount).toBe(1);
  });

  it("answers 404 for another agency's client and leaves its collaborations linked", async () => {
    const owner = await newAgency();
    const intruder = await newAgency();
    const client = await createClient(owner.agent, { brandName: 'Maison Lumière' });
    const kept = await createCollaboration(owner.agent, client.id, 'Printemps');

    const response = await intruder.agent.delete(`/api/clients/${client.id}`);
    expect(response.status).toBe(404);
    expect(await clientIdOf(kept.id)).toBe(client.id);
    expect((await owner.agent.get(`/api/clients/${client.id}`)).json.collaborationCount).toBe(1);
  });
});
