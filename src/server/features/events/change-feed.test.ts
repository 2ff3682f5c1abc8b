import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAgent, createTestApp, signUpUser, type TestApp } from '#server/testing/harness';
import { withTenant } from '#server/db/tenant';
import { CHANGES_CHANNEL } from '#server/features/events/change-hub';

// The database's change feed (migration 0030): what a write notifies, at commit.
let t: TestApp;
let heard: Record<string, unknown>[] = [];
let stop: () => Promise<void>;
let agencyId: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  stop = await t.database.listen(CHANGES_CHANNEL, {
    onMessage: (payload) => heard.push(JSON.parse(payload) as Record<string, unknown>),
  });
  const account = await signUpUser(createAgent(t.app), { agency: 'create' });
  agencyId = account.user.agencyId as string;
  userId = account.user.id as string;
});
afterAll(async () => {
  await stop();
  await t.close();
});

const inAgency = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(t.db, { agencyId, userId }, work);
const clearHeard = () => {
  heard = [];
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

async function newClient(name: string) {
  return inAgency(async (db) => {
    const result = await db.execute(
      sql`insert into clients (agency_id, brand_name) values (${agencyId}, ${name}) returning id`,
    );
    return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
  });
}

/** A client whose own notification has arrived (so that it cannot be mistaken for a later one). */
async function newClientHeard(name: string) {
  const id = await newClient(name);
  await vi.waitFor(() => expect(heard.map((change) => change.id)).toContain(id));
  return id;
}

describe('the change feed', () => {
  it('names the record, its agency, the operation and its author', async () => {
    clearHeard();
    const id = await newClient('Flux Un');
    await vi.waitFor(() =>
      expect(heard).toContainEqual({ agencyId, kind: 'client', id, op: 'insert', by: userId }),
    );
  });

  it("reports a part's change as its parent's, once per transaction", async () => {
    const id = await newClientHeard('Flux Deux');
    clearHeard();
    await inAgency(async (db) => {
      for (const name of ['Léa', 'Hugo', 'Inès']) {
        await db.execute(
          sql`insert into client_contacts (agency_id, client_id, name, email)
              values (${agencyId}, ${id}, ${name}, 'contact@exemple.fr')`,
        );
      }
      await db.execute(sql`update clients set brand_name = 'Flux Deux bis' where id = ${id}`);
    });
    await vi.waitFor(() => expect(heard.length).toBeGreaterThan(0));
    await settle();
    expect(heard).toEqual([{ agencyId, kind: 'client', id, op: 'update', by: userId }]);
  });

  it('notifies nothing of a rolled-back transaction', async () => {
    clearHeard();
    await expect(
      inAgency(async (db) => {
        await db.execute(
          sql`insert into clients (agency_id, brand_name) values (${agencyId}, 'Annulé')`,
        );
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await settle();
    expect(heard).toEqual([]);
  });

  it('sends one notification without an id for a statement of more than 100 records', async () => {
    clearHeard();
    await inAgency((db) =>
      db.execute(sql`insert into clients (agency_id, brand_name)
        select ${agencyId}, 'Lot ' || n from generate_series(1, 150) as n`),
    );
    await vi.waitFor(() => expect(heard.length).toBeGreaterThan(0));
    await settle();
    expect(heard).toEqual([{ agencyId, kind: 'client', id: null, op: 'insert', by: userId }]);
  });

  it("announces a member's profile, not their password", async () => {
    clearHeard();
    await t.db.execute(sql`update users set password_hash = 'x' where id = ${userId}`);
    await settle();
    expect(heard).toEqual([]);
    await t.db.execute(sql`update users set job_title = 'Cheffe de projet' where id = ${userId}`);
    await vi.waitFor(() =>
      expect(heard).toEqual([{ agencyId, kind: 'member', id: userId, op: 'update', by: null }]),
    );
  });
});
