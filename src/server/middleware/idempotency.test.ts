import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { clients } from '#server/db/schema';
import { createAgent, signUpUser, type Agent } from '#server/testing/harness';
import { t, newAgency } from '#server/features/clients/clients-testing';
import { fr } from '#shared/i18n/fr';
import { influencerBody } from '#server/testing/bodies';

const postClient = (agent: Agent, key: string | undefined, brandName = 'Maison Lumière') =>
  agent.call('/api/clients', {
    method: 'POST',
    body: { brandName, contacts: [] },
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

const countClients = async (agencyId: string) =>
  (await t.db.select().from(clients).where(eq(clients.agencyId, agencyId))).length;

describe('a create sent with an Idempotency-Key', () => {
  it('makes one record for the same key twice, and answers the same both times', async () => {
    const { agent, agencyId } = await newAgency();
    const first = await postClient(agent, 'clé-1');
    const second = await postClient(agent, 'clé-1');
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    expect(await countClients(agencyId)).toBe(1);
  });

  it('makes two records for two keys, or without a key', async () => {
    const { agent, agencyId } = await newAgency();
    const first = await postClient(agent, 'clé-a');
    const second = await postClient(agent, 'clé-b');
    expect(second.json.id).not.toBe(first.json.id);
    await postClient(agent, undefined);
    await postClient(agent, undefined);
    expect(await countClients(agencyId)).toBe(4);
  });

  it("keeps another user's identical key apart, in the same agency", async () => {
    const { agent, agencyId } = await newAgency();
    const { rows } = (await t.db.execute(
      sql`select join_code from agencies where id = ${agencyId}`,
    )) as unknown as { rows: { join_code: string }[] };
    const colleague = createAgent(t.app);
    await signUpUser(colleague, { agency: { code: rows[0]!.join_code } });
    const mine = await postClient(agent, 'même-clé');
    const theirs = await postClient(colleague, 'même-clé');
    expect(theirs.status).toBe(201);
    expect(theirs.json.id).not.toBe(mine.json.id);
    expect(await countClients(agencyId)).toBe(2);
  });

  it('makes one record for the same key sent concurrently', async () => {
    const { agent, agencyId } = await newAgency();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postClient(agent, 'clé-concurrente')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json.id)).size).toBe(1);
    expect(await countClients(agencyId)).toBe(1);
  });

  it('forgets the key of a refused create: the corrected retry creates', async () => {
    const { agent, agencyId } = await newAgency();
    expect((await postClient(agent, 'clé-refus', '')).status).toBe(422);
    const retried = await postClient(agent, 'clé-refus');
    expect(retried.status).toBe(201);
    expect(await countClients(agencyId)).toBe(1);
  });

  it('forgets keys after 24 hours', async () => {
    const { agent, agencyId } = await newAgency();
    await postClient(agent, 'clé-ancienne');
    await t.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours'`);
    expect((await postClient(agent, 'clé-ancienne')).status).toBe(201);
    expect(await countClients(agencyId)).toBe(2);
  });

  it('refuses a key too long or holding NUL, in French', async () => {
    const { agent, agencyId } = await newAgency();
    for (const key of ['x'.repeat(201), 'a\u0000b']) {
      const answer = await postClient(agent, key).catch(() => undefined);
      // A NUL cannot even travel in an HTTP header: refused by the client, or by us.
      if (!answer) continue;
      expect(answer.status).toBe(422);
      expect(answer.json.error.message).toBe(fr.errors.invalidIdempotencyKey);
    }
    expect((await postClient(agent, 'x'.repeat(200))).status).toBe(201);
    expect(await countClients(agencyId)).toBe(1);
  });

  it('applies to influencers and collaborations too', async () => {
    const { agent, agencyId } = await newAgency();
    const keyed = async (route: string, body: unknown) => {
      const send = () =>
        agent.call(route, { method: 'POST', body, headers: { 'Idempotency-Key': route } });
      const [first, second] = [await send(), await send()];
      expect(first.status, JSON.stringify(first.json)).toBe(201);
      expect(second.json).toEqual(first.json);
      return first.json.id as string;
    };
    const clientId = (await postClient(agent, undefined)).json.id;
    await keyed('/api/influencers', influencerBody('Léa Dupont'));
    await keyed('/api/collaborations', {
      name: 'Été Radieux',
      type: 'collaboration_entrante',
      clientId,
      contactDate: '2026-03-02',
      signatureDate: '',
      manager: 'Camille Martin',
      influencers: [],
    });
    const count = async (table: string) =>
      (
        (await t.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where agency_id = ${agencyId}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    expect(await count('influencers')).toBe(1);
    expect(await count('collaborations')).toBe(1);
  });
});
