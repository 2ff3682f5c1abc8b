import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createAgent,
  createSecondInstance,
  createTestApp,
  signUpUser,
  type TestApp,
} from '#server/testing/harness';
import { openStream, type OpenStream } from '#server/features/events/events-testing';

// Two app servers on one database, as behind a load balancer (decision 0047): the change feed is
// the database's, so a change made through either reaches the streams open on both.
let t: TestApp;
let second: Awaited<ReturnType<typeof createSecondInstance>>;
const streams: OpenStream[] = [];
beforeAll(async () => {
  t = await createTestApp();
  second = await createSecondInstance(t);
});
afterAll(async () => {
  for (const stream of streams) await stream.close();
  await second.stop();
  await t.close();
});

describe('two app servers on one database', () => {
  it("deliver each other's changes", async () => {
    const owner = createAgent(t.app);
    const { user: ownerUser } = await signUpUser(owner, { agency: 'create' });
    const code = (await owner.get('/api/account')).json.agency.joinCode as string;
    const onFirst = createAgent(t.app);
    await signUpUser(onFirst, { agency: { code } });
    const onSecond = createAgent(second.app);
    onSecond.cookie = onFirst.cookie;

    const fromFirst = await openStream(onFirst);
    const fromSecond = await openStream(onSecond);
    streams.push(fromFirst, fromSecond);
    expect([fromFirst.status, fromSecond.status]).toEqual([200, 200]);

    const ownerOnSecond = createAgent(second.app);
    ownerOnSecond.cookie = owner.cookie;
    const made = await ownerOnSecond.post('/api/clients', { brandName: 'Deux Serveurs' });
    const madeThere = await owner.post('/api/clients', { brandName: 'Un Serveur' });
    const expected = [made.json.id, madeThere.json.id].map((id: string) => ({
      kind: 'client',
      id,
      op: 'insert',
      by: ownerUser.id,
      byName: `${ownerUser.firstName} ${ownerUser.lastName}`,
    }));
    for (const stream of [fromFirst, fromSecond]) {
      await vi.waitFor(() => expect(stream.changes()).toEqual(expect.arrayContaining(expected)), {
        timeout: 2_000,
      });
    }
  });
});
